import {describe, expect, it} from 'vitest';
import {addHtmlNames, addScriptNames, emptyUsedNames, purgeCss} from '../../../src/docusaurus-patches/styles/purge';

function usedFrom(html: string, script = '') {
  const used = emptyUsedNames();
  addHtmlNames(used, html);
  addScriptNames(used, script);
  return used;
}

describe('purgeCss', () => {
  it('removes rules whose classes or ids appear in no page and no script, and keeps the rest', () => {
    const used = usedFrom('<nav class="navbar menu" id="top"><a class="menu__link">x</a></nav>');
    const css = [
      '.navbar{color:red}',
      '.pills{color:blue}',
      '#top{margin:0}',
      '#gone{margin:1px}',
      '.menu .menu__link:hover{color:green}',
      '.menu .pills__item{color:green}',
      'a{color:var(--ifm-link-color)}',
      '[data-theme=dark] .navbar{color:#fff}',
      '[data-theme=dark] .card{color:#fff}',
    ].join('');
    const result = purgeCss(css, used);
    expect(result.css).toBe('.navbar{color:red}#top{margin:0}.menu .menu__link:hover{color:green}a{color:var(--ifm-link-color)}[data-theme=dark] .navbar{color:#fff}');
    expect([result.rulesBefore, result.rulesAfter]).toEqual([9, 5]);
    expect(result.removedSelectors).toEqual(['.pills', '#gone', '.menu .pills__item', '[data-theme] .card']);
  });

  it('keeps classes that only a browser script sets (theme states, CSS-module names)', () => {
    const used = usedFrom('<nav class="navbar"><div class="navbar-sidebar"></div><ul class="menu__list"></ul></nav>', 'e.classList.add("navbar-sidebar--show");n={root:"root_a1B2"};clsx("menu__list-item",{"menu__list-item--collapsed":c})');
    const css = '.navbar-sidebar--show .navbar-sidebar{opacity:1}.root_a1B2{display:grid}.menu__list-item--collapsed .menu__list{display:none}.dropdown--show{display:block}';
    expect(purgeCss(css, used).css).toBe('.navbar-sidebar--show .navbar-sidebar{opacity:1}.root_a1B2{display:grid}.menu__list-item--collapsed .menu__list{display:none}');
  });

  it('keeps classes a script builds from a literal prefix or suffix', () => {
    const used = usedFrom('', 'a.className="alert--"+t;b.className=`badge--${t}`;let o="image-zoom-dialog";c.className=`${o}__close`;d.className=o+"__frame"');
    const css = '.alert--danger{color:red}.badge--info{color:blue}.image-zoom-dialog__close{top:0}.image-zoom-dialog__frame{top:0}.other__close{top:0}.pills--block{display:flex}';
    expect(purgeCss(css, used).css).toBe('.alert--danger{color:red}.badge--info{color:#00f}.image-zoom-dialog__close,.image-zoom-dialog__frame{top:0}');
  });

  it('treats :not()/:has() as matching, :is()/:where() as their best alternative, and keeps at-rules', () => {
    const used = usedFrom('<div class="button"></div>');
    const css = [
      '.button:not(.button--block){width:auto}',
      ':where(.button,.pills){margin:0}',
      ':where(.pills,.tabs){margin:0}',
      '@media (max-width:996px){.button{padding:0}.pills{padding:0}}',
      '@media print{.pills{display:none}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
    ].join('');
    expect(purgeCss(css, used).css).toBe('.button:not(.button--block){width:auto}:where(.button,.pills){margin:0}@media (width<=996px){.button{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('keeps a rule with one usable selector whole (a selector list is never shortened)', () => {
    const used = usedFrom('<p class="a"></p>');
    const result = purgeCss('.a,.b{color:red}', used);
    expect(result.css).toBe('.a,.b{color:red}');
    expect(result.partlyUnused).toBe(1);
  });
});

describe('addHtmlNames', () => {
  it('reads class and id attributes (quoted, unquoted, entities) and inline scripts, not text', () => {
    const used = emptyUsedNames();
    addHtmlNames(used, '<p class="one  two" id=three>card pills</p><div class=\'four\'></div><script>document.documentElement.classList.add("five")</script>');
    for (const name of ['one', 'two', 'three', 'four', 'five']) expect(used.names.has(name), name).toBe(true);
    expect(used.names.has('card')).toBe(false);
    expect(used.names.has('pills')).toBe(false);
  });
});
