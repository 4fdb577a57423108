import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * The page's scripts start loading after its first paint (docs/decisions/039-scripts-after-paint.md).
 * A page is whole without its scripts (server-rendered; forms work before hydration), yet the router
 * preloads about 40 modules from <head> and starts them from a module script, so on a slow phone
 * network 150 KB of JavaScript shared the link with the stylesheets, and the page hydrated before
 * the browser first painted it. This rewrites the HTML React streams:
 *
 * - each `<link rel="modulepreload">` becomes `<link rel="x-modulepreload">` (inert);
 * - the router's bootstrap, the one `<script type="module" async>`, becomes a classic script (same
 *   nonce) that, after the first frame has painted, adds the module preloads back and runs the
 *   bootstrap as a module script.
 *
 * React does not compare a script's contents or attributes when it hydrates, and the element stays a
 * script in the same place. A split tag across chunks is held back until it is whole.
 */
const PRELOAD = '<link rel="modulepreload"';
const BOOTSTRAP_OPEN = /<script nonce="([^"]*)" type="module" async="">/;

/** The loader that replaces the bootstrap: `code` is the bootstrap module's source. */
export function afterPaintLoader(code: string): string {
  // The source as a JS string literal that cannot close the script element or open a comment.
  const literal = JSON.stringify(code)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return (
    '(function(code){var nonce=document.currentScript&&document.currentScript.nonce,done=false;' +
    'function go(){if(done)return;done=true;' +
    'document.querySelectorAll(\'link[rel="x-modulepreload"]\').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");document.head.appendChild(p)});' +
    'var s=document.createElement("script");s.type="module";if(nonce)s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}' +
    // Once the page has painted (the browser's own paint timing: no timer, so a page whose clock
    // is frozen still starts); a hidden tab, which does not paint, at once; a browser without paint
    // timing after the next frame and a timeout.
    'if(document.visibilityState==="hidden"){go();return}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntries().length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}' +
    'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'setTimeout(go,3000)})(' +
    literal +
    ')'
  );
}

export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  /** Inside the bootstrap: its nonce and source so far. */
  let bootstrap: { nonce: string; code: string } | null = null;
  const inert = (html: string) => html.split(PRELOAD).join('<link rel="x-modulepreload"');

  /** What of `text` can be written now; the rest (an unfinished tag, a possible '</script>' start) waits. */
  const rewrite = (text: string, final: boolean): { out: string; rest: string } => {
    let out = '';
    let rest = text;
    for (;;) {
      if (bootstrap) {
        const end = rest.indexOf('</script>');
        if (end < 0) {
          const keep = final ? 0 : Math.min(rest.length, '</script>'.length - 1);
          bootstrap.code += rest.slice(0, rest.length - keep);
          return { out, rest: rest.slice(rest.length - keep) };
        }
        bootstrap.code += rest.slice(0, end);
        out += `<script nonce="${bootstrap.nonce}">${afterPaintLoader(bootstrap.code)}</script>`;
        rest = rest.slice(end + '</script>'.length);
        bootstrap = null;
        continue;
      }
      const open = BOOTSTRAP_OPEN.exec(rest);
      if (open) {
        out += inert(rest.slice(0, open.index));
        bootstrap = { nonce: open[1]!, code: '' };
        rest = rest.slice(open.index + open[0].length);
        continue;
      }
      const lt = rest.lastIndexOf('<');
      const cut = !final && lt > rest.lastIndexOf('>') ? lt : rest.length;
      return { out: out + inert(rest.slice(0, cut)), rest: rest.slice(cut) };
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const { out, rest } = rewrite(pending + decoder.write(chunk), false);
      pending = rest;
      done(null, out);
    },
    flush(done) {
      let { out } = rewrite(pending + decoder.end(), true);
      // An unclosed bootstrap (a cut stream) is written back as it came.
      if (bootstrap) out += `<script nonce="${bootstrap.nonce}" type="module" async="">${bootstrap.code}`;
      done(null, out);
    },
  });
}
