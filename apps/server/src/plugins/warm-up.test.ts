import { describe, expect, it } from 'vitest';
import { WARM_UP_PAGES, warmUpPaths } from './warm-up.js';

describe('the pages a start renders before it answers', () => {
  /** Links as the home page writes them. */
  const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">link</a>`).join('\n');

  it.each([
    [
      'one page of each kind from the home page’s links, and a comparison of its first two company titles in one region',
      links(
        '/in/salary/software-engineer',
        '/in/salary/infosys--software-engineer',
        '/us/salary/google--software-engineer',
        '/in/salary/tcs--software-engineer?level=l2',
        '/in/salary/tcs--software-engineer',
        '/in/company/infosys',
        '/in/compare/companies',
      ),
      [
        '/in/salary/infosys--software-engineer',
        '/in/salary/software-engineer',
        '/in/company/infosys',
        '/in/compare/companies/infosys--software-engineer--vs--tcs--software-engineer',
      ],
    ],
    [
      'the first title at the region’s first two companies when the home page links titles and companies apart',
      links(
        '/in/salary/software-engineer',
        '/in/salary/product-manager',
        '/us/company/apple',
        '/in/company/target',
        '/in/company/cognizant',
      ),
      [
        '/in/salary/target--software-engineer',
        '/in/salary/software-engineer',
        '/us/company/apple',
        '/in/compare/companies/target--software-engineer--vs--cognizant--software-engineer',
      ],
    ],
  ])('takes %s', (_case, home, pages) => {
    expect(warmUpPaths(home)).toEqual([...pages, ...WARM_UP_PAGES]);
  });

  it('renders the public pages alone when the home page links to no data (an empty database)', () => {
    expect(warmUpPaths('<a href="/salary">Salaries</a>')).toEqual(WARM_UP_PAGES);
    expect(WARM_UP_PAGES).not.toContain('/employers');
  });
});
