import { redirectFor } from '@/lib/rules/identity/redirects';

const none = { hasSession: false, hasOrg: false };
const signedIn = { hasSession: true, hasOrg: false };
const withOrg = { hasSession: true, hasOrg: true };

describe('redirectFor (spec 1 §2 global rules)', () => {
  it.each([
    ['/login', none, null],
    ['/login', signedIn, '/overview'],
    ['/login', withOrg, '/overview'],
    ['/resetpassword/abc123', none, null],
    ['/resetpassword/abc123', withOrg, '/overview'],
    ['/overview', none, '/login'],
    ['/overview', signedIn, '/orgs'],
    ['/overview', withOrg, null],
    ['/scans/0f8b', none, '/login'],
    ['/meter/types', signedIn, '/orgs'],
    ['/orgs', none, '/login'],
    ['/orgs', signedIn, null],
    ['/orgs', withOrg, null],
    ['/orgs/create', signedIn, null],
    ['/', none, '/login'],
    ['/', signedIn, '/orgs'],
    ['/', withOrg, '/overview'],
    ['/no/such/page', none, '/login'],
    ['/no/such/page', signedIn, '/orgs'],
    ['/loginx', none, '/login'],
    ['/shared/reports/Fe26.2abc', none, null],
    ['/shared/reports/Fe26.2abc', withOrg, null],
    ['/shared', none, '/login'],
    ['/invitation/0f8b', none, null],
    ['/invitation/0f8b', signedIn, null],
    ['/invitationx', none, '/login'],
  ])('%s with %o → %p', (path, state, expected) => {
    expect(redirectFor(path, state)).toBe(expected);
  });
});
