/** The two staff proxy pages (spec §2): /user/reception/application/individual and …/group. */
export type ProxyPage = 'individual' | 'group';

/** The joinSeq of a proxy page's query (spec §2 `?joinSeq`), or null for a new registration. */
export function joinSeqOfQuery(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{4}$/.test(s) ? Number(s) : null;
}

/**
 * The proxy page a registration is edited on (spec §2): a group (it has a group name) on the group
 * page, everything else on the individual page.
 */
export function proxyPageOf(applicant: { exponent: string | null }): ProxyPage {
  return applicant.exponent ? 'group' : 'individual';
}

/**
 * The message and address of a registration opened on the wrong proxy page (spec §2): 'group
 * registrations must be edited in group registration management' and on to the group page, or 'not
 * a group applicant' and on to the individual page. `messageKey` is in the proxy catalogue.
 */
export function proxyPageMove(to: ProxyPage, joinSeq: number): { messageKey: 'groupEditOnly' | 'notGroup'; href: string } {
  return {
    messageKey: to === 'group' ? 'groupEditOnly' : 'notGroup',
    href: `/user/reception/application/${to}?joinSeq=${String(joinSeq).padStart(4, '0')}`,
  };
}
