/** Text made safe to put in HTML (mail bodies, job descriptions): &, <, > and " escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
