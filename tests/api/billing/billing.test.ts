import { eq } from 'drizzle-orm';
import type { BillingOverview, PayoutsStatus, Subscription } from '@/lib/contract';
import { getProvider } from '@/provider';
import { organisations } from '@/provider/db/schema';
import { messages } from '@/lib/messages';
import type { ErrorBody } from '../../support/bff-client';
import { itAnswers401WithoutSession, NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

describe('/api/billing', () => {
  itAnswers401WithoutSession(['/api/billing/payouts', '/api/billing/subscription']);

  it("answers the spec's 'Access denied' text to anyone but a super administrator", async () => {
    const client = await orgClient('admin@demo.test', NORTHGATE);
    for (const res of [
      await client.get<ErrorBody>('/api/billing/payouts'),
      await client.get<ErrorBody>('/api/billing/subscription'),
      await client.post<ErrorBody>('/api/billing/payouts/activate'),
      await client.post<ErrorBody>('/api/billing/payouts/setup'),
      await client.post<ErrorBody>('/api/billing/subscription', { seats: 50, interval: 'year' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(messages.billingDenied);
    }
  });

  it('walks the payouts checklist: account exists, verification enables payments', async () => {
    const client = await orgClient('super@demo.test', NORTHGATE);
    // The demo seeds Northgate verified (permits need it); walk it from before verification.
    await (
      await getProvider()
    ).db
      .update(organisations)
      .set({ isPaymentsActive: false })
      .where(eq(organisations.name, NORTHGATE));
    const before = await client.get<PayoutsStatus>('/api/billing/payouts');
    expect(before.body).toMatchObject({
      hasAccount: true,
      isActive: false,
      portalActive: true,
      testMode: true,
    });
    const setup = await client.post<{ url: string }>('/api/billing/payouts/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.url).toMatch(/\/billing-and-payouts\?verified=1$/);
    const after = await client.get<PayoutsStatus>('/api/billing/payouts');
    expect(after.body.isActive).toBe(true);
  });

  it('needs the portal subdomain before the payouts account', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const status = await client.get<PayoutsStatus>('/api/billing/payouts');
    expect(status.body).toMatchObject({ hasAccount: false, portalActive: false });
    const activate = await client.post<ErrorBody>('/api/billing/payouts/activate');
    expect(activate.status).toBe(409);
    expect(activate.body.error.code).toBe('PORTAL_NOT_CONFIGURED');
    const setup = await client.post<ErrorBody>('/api/billing/payouts/setup');
    expect(setup.status).toBe(409);
  });

  it('sets up a subscription in test mode: the trial ends, the seats are paid', async () => {
    const client = await orgClient('super@demo.test', RIVERSIDE);
    const before = await client.get<BillingOverview>('/api/billing/subscription');
    expect(before.body.subscription.type).toBe('trial');
    expect(before.body.usedSeatCount).toBe(3);
    const tooFew = await client.post<ErrorBody>('/api/billing/subscription', {
      seats: 2,
      interval: 'month',
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error.message).toMatch(/3 seats are in use/);
    const invalid = await client.post<ErrorBody>('/api/billing/subscription', {
      seats: 0,
      interval: 'week',
    });
    expect(invalid.status).toBe(400);
    const started = await client.post<BillingOverview>('/api/billing/subscription', {
      seats: 5,
      interval: 'year',
    });
    expect(started.status).toBe(200);
    expect(started.body.subscription).toMatchObject({
      type: 'paid',
      paidSeatCount: 5,
      isActive: true,
    });
    const sub = await client.get<Subscription>('/api/subscription');
    expect(sub.body.type).toBe('paid');
    const seats = await client.get<{ remainingSeatCount: number }>('/api/team/seats');
    expect(seats.body.remainingSeatCount).toBe(2);
  });
});
