// The one stylesheet of the HTML reports (conformance and matrix), inlined so each file stands alone.
import { Html, html } from './escape.ts';

const CSS = `
:root { --passed: #1a7f37; --failed: #cf222e; --error: #bc4c00; --unsupported: #8250df; --excluded: #6e7781;
  --deviates: #9a6700; --blocked: #953800; --not-covered: #afb8c1; --line: #d0d7de; --soft: #f6f8fa; color-scheme: light; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1200px;
  padding: 1rem 1.5rem 4rem; color: #1f2328; }
h1 { margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid var(--line); }
table { border-collapse: collapse; margin: .6rem 0; } th, td { border: 1px solid var(--line); padding: .25rem .6rem;
  text-align: left; vertical-align: top; } th { background: var(--soft); } td.n { text-align: right; }
.warning { border-left: 4px solid var(--error); padding: .3rem .6rem; background: #fff8c5; }
.score { font-size: 1.5rem; font-weight: 600; margin: .6rem 0; }
.badge { display: inline-block; min-width: 6.5em; text-align: center; border-radius: 1em; padding: 0 .6em;
  font-size: .82rem; font-weight: 600; color: #fff; background: var(--not-covered); }
.badge.passed { background: var(--passed); } .badge.failed { background: var(--failed); }
.badge.error { background: var(--error); } .badge.unsupported { background: var(--unsupported); }
.badge.excluded { background: var(--excluded); } .badge.deviates { background: var(--deviates); }
.badge.blocked { background: var(--blocked); }
.badge.not-covered { color: #1f2328; }
.badge.step { min-width: 5.5em; font-weight: 500; }
details { margin: .25rem 0; } summary { cursor: pointer; padding: .15rem 0; }
details.rule { border: 1px solid var(--line); border-radius: 6px; padding: .2rem .6rem; }
details.rule[open] { background: #fff; box-shadow: 0 1px 3px #0001; }
details.rule > summary .id { font-family: ui-monospace, monospace; font-weight: 600; margin: 0 .4rem; }
.meta { color: #59636e; font-size: .88rem; }
details.scenario { margin-left: 1rem; border-left: 3px solid var(--line); padding-left: .6rem; }
details.scenario.failed, details.scenario.error { border-left-color: var(--failed); }
details.scenario.deviates { border-left-color: var(--deviates); }
details.scenario.blocked { border-left-color: var(--blocked); }
ol.steps { padding-left: 1.4rem; } ol.steps li { margin: .3rem 0; } ol.steps li::marker { font-weight: 600; }
ol.steps li.passed::marker { color: var(--passed); } ol.steps li.failed::marker { color: var(--failed); }
.keyword { font-weight: 600; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 4px; padding: .4rem .6rem;
  white-space: pre-wrap; word-break: break-word; font-size: .82rem; margin: .3rem 0; max-height: 30rem;
  overflow: auto; }
pre.curl { border-left: 4px solid var(--failed); }
.bar { display: flex; height: .6rem; width: 14rem; border-radius: 3px; overflow: hidden; background: var(--soft); }
.bar span { display: block; } .bar .passed { background: var(--passed); } .bar .failed { background: var(--failed); }
.bar .error { background: var(--error); } .bar .unsupported { background: var(--unsupported); }
.bar .excluded { background: var(--excluded); } .bar .deviates { background: var(--deviates); } .bar .blocked { background: var(--blocked); } .bar .not-covered { background: var(--not-covered); }
td.cell { text-align: center; } tr.differs td:first-child { border-left: 4px solid var(--error); }
`;

/** A complete page: the stylesheet inline, no scripts, no external asset. */
export function page(title: string, body: Html): string {
  const style = new Html(CSS);
  return `<!doctype html>\n${
    html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${style}</style></head>
<body>${body}</body></html>`.text
  }\n`;
}
