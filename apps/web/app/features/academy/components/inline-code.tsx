/** Text whose `backticked` parts are code, as the seed sets write them (plain text otherwise: nothing is parsed as markup). */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as text.
  if (parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
