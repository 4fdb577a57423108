import { describe, expect, it } from 'vitest';
import { WARM_UP_PAGES, warmUpPaths } from './warm-up.js';

describe('the pages a start renders before it answers', () => {
  it('takes one page of each kind from the home page’s links, and a comparison of its first two company titles in one region', () => {
    const home = `
      <a href="/in/salary/software-engineer">Software Engineer</a>
      <a href="/in/salary/infosys--software-engineer">Infosys</a>
      <a href="/us/salary/google--software-engineer">Google</a>
      <a href="/in/salary/tcs--software-engineer?level=l2">TCS, L2</a>
      <a href="/in/salary/tcs--software-engineer">TCS</a>
      <a href="/in/company/infosys">Infosys</a>
      <a href="/in/compare/companies">Compare</a>`;
    expect(warmUpPaths(home)).toEqual([
      '/in/salary/infosys--software-engineer',
      '/in/salary/software-engineer',
      '/in/company/infosys',
      '/in/compare/companies/infosys--software-engineer--vs--tcs--software-engineer',
      ...WARM_UP_PAGES,
    ]);
  });

  it('stands in the first title at the region’s first two companies when the home page links titles and companies apart', () => {
    const home = `
      <a href="/in/salary/software-engineer">Software Engineer</a>
      <a href="/in/salary/product-manager">Product Manager</a>
      <a href="/us/company/apple">Apple</a>
      <a href="/in/company/target">Target</a>
      <a href="/in/company/cognizant">Cognizant</a>`;
    expect(warmUpPaths(home)).toEqual([
      '/in/salary/target--software-engineer',
      '/in/salary/software-engineer',
      '/us/company/apple',
      '/in/compare/companies/target--software-engineer--vs--cognizant--software-engineer',
      ...WARM_UP_PAGES,
    ]);
  });

  it('renders the public pages alone when the home page links to no data (an empty database)', () => {
    expect(warmUpPaths('<a href="/salary">Salaries</a>')).toEqual(WARM_UP_PAGES);
    expect(WARM_UP_PAGES).not.toContain('/employers');
  });
});
