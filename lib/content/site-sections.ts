/**
 * The public site's map (spec §2 public screens): every section with its pages, in menu order. The
 * header's main menu, the phone menu and each section's side menu are drawn from this one list, so
 * a page added here is reachable on every screen width. Labels are catalogue keys (any namespace),
 * resolved by the caller's `t` of `useTranslations()` / `getTranslations()`. Client-safe.
 */
export interface SitePage {
  href: string;
  /** Catalogue key of the page's menu label. */
  label: string;
}
export interface SiteSection {
  id: 'about' | 'apply' | 'record' | 'untact' | 'dashboard';
  /** Catalogue key of the section's title. */
  title: string;
  /** The page the section's title leads to in the header's main menu. */
  href: string;
  pages: SitePage[];
}

export const PUBLIC_SECTIONS: readonly SiteSection[] = [
  {
    id: 'about',
    title: 'common.sections.about',
    href: '/guide',
    pages: [
      { href: '/guide', label: 'content.guide.title' },
      { href: '/course', label: 'content.course.title' },
      { href: '/trekking', label: 'content.trekking.title' },
    ],
  },
  {
    id: 'apply',
    title: 'apply.menuTitle',
    href: '/apply/individual',
    pages: [
      { href: '/apply/individual', label: 'common.nav.applyIndividual' },
      { href: '/apply/group', label: 'common.nav.applyGroup' },
      { href: '/apply/search', label: 'common.nav.search' },
      { href: '/apply/searchId', label: 'common.nav.searchId' },
      { href: '/apply/waitlist', label: 'places.waitlist.join' },
    ],
  },
  {
    id: 'record',
    title: 'records.menuTitle',
    href: '/record',
    pages: [
      { href: '/record', label: 'records.nav.person' },
      { href: '/record/total', label: 'records.nav.total' },
      { href: '/record/me', label: 'records.nav.me' },
      { href: '/record/verify', label: 'records.nav.verify' },
      { href: '/record/live', label: 'records.nav.live' },
    ],
  },
  {
    // The virtual race has its own entry in every menu (runners look for it by name, not under records).
    id: 'untact',
    title: 'common.sections.untact',
    href: '/record/untact',
    pages: [
      { href: '/record/untact', label: 'records.nav.untact' },
      { href: '/record/rank', label: 'records.nav.rank' },
      { href: '/record/print-record', label: 'records.nav.printRecord' },
    ],
  },
  {
    id: 'dashboard',
    title: 'board.menuTitle',
    href: '/dashboard/notice',
    pages: [
      { href: '/dashboard/notice', label: 'board.nav.notice' },
      { href: '/dashboard/qna', label: 'board.nav.qna' },
      { href: '/dashboard/qna/question', label: 'board.nav.ask' },
      { href: '/dashboard/gallery', label: 'board.nav.gallery' },
    ],
  },
];

/** True when `href` is `pathname` or a folder above it. */
const covers = (href: string, pathname: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The page of `section` being shown at `pathname`: the longest page address that is the path or a
 * folder above it (a notice shows its list as current), or null.
 */
export function currentPage(pages: readonly Pick<SitePage, 'href'>[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of pages) if (covers(href, pathname) && (best === null || href.length > best.length)) best = href;
  return best;
}

/**
 * The section a path belongs to: the one with the longest page address that is the path or a folder
 * above it (/record/untact is the untact race's, not the records' under /record), or null (home,
 * not-found). `sections`: PUBLIC_SECTIONS, or a menu's translated ones.
 */
export function sectionOf<S extends { pages: readonly Pick<SitePage, 'href'>[] }>(pathname: string, sections: readonly S[]): S | null {
  let best: { section: S; href: string } | null = null;
  for (const section of sections) {
    const href = currentPage(section.pages, pathname);
    if (href !== null && (!best || href.length > best.href.length)) best = { section, href };
  }
  return best?.section ?? null;
}
