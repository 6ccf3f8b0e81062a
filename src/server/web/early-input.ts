import { createHash } from "node:crypto";

/**
 * The one script a page runs before its own code has loaded
 * (docs/decisions/045-nothing-lost-before-the-page-is-live.md): a tap on a control marked
 * `data-hold`, or the submit of a form so marked, is held (`data-held`) and its control shows
 * busy at once (`aria-busy`); the web app's `useHoldUntilLive`/`useLiveForm`
 * (src/web/ui/before-live.ts) mark the control live and tap it again. Other forms and links
 * work as plain HTML meanwhile.
 */
export const EARLY_INPUT_SCRIPT =
  "(function(){" +
  "function hold(e,held,busy){e.preventDefault();held.setAttribute('data-held','');busy.setAttribute('aria-busy','true')}" +
  "addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('[data-hold]');" +
  "if(c&&c.tagName!=='FORM'&&!c.isLive)hold(e,c,c)},true);" +
  "addEventListener('submit',function(e){var f=e.target;" +
  "if(f.hasAttribute('data-hold')&&!f.isLive)hold(e,f,e.submitter||f)},true)" +
  "})()";

/** The Content-Security-Policy's source for the script: its hash, as it has no file. */
export const EARLY_INPUT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_INPUT_SCRIPT).digest("base64")}'`;
