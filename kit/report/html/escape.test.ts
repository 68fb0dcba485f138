// Unit tests for safe HTML building.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchor, escapeHtml, Html, html } from './escape.ts';

test('values are escaped, markup built with html is not', () => {
  const inner = html`<b>${'<script>alert("x")</script>'}</b>`;
  assert.equal(
    html`<p title="${`"'&`}">${inner}</p>`.text,
    '<p title="&quot;&#39;&amp;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</b></p>',
  );
});

test('arrays are joined; undefined, null and false give nothing; numbers are text', () => {
  assert.equal(html`${['<', html`<i>`]}${undefined}${null}${false}${0}`.text, '&lt;<i>0');
  assert.equal(String(new Html('<x>')), '<x>');
  assert.equal(escapeHtml('a&b'), 'a&amp;b');
});

test('anchors keep only safe characters', () => {
  assert.equal(anchor('rule', 'SQL-001'), 'rule-SQL-001');
  assert.equal(anchor('area', 'a b"<'), 'area-a_b__');
});
