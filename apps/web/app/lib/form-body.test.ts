import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { formData } from './form-data.test-support';
import { formToContribution } from '~/features/contributions/contribution-form';
import { formToBody as offerFormToBody } from '~/features/offers/offer-form';
import { formToBody as profileFormToBody } from '~/features/profile/profile-form';
import { describeBodyIssues, parseFormBody, withoutUndefined } from './form-body';

describe('a form checked with its route’s body schema', () => {
  it('passes a body the schema accepts on as it was made', () => {
    const fields = profileFormToBody(formData({ company: 'Google', experience: '6', immigrationSponsorshipRequired: 'no' }));
    expect(parseFormBody(api.updateProfile, fields)).toEqual({ ok: true, body: fields });
  });

  it('refuses what was typed as the API would: 400, naming the field', () => {
    expect(parseFormBody(api.updateProfile, profileFormToBody(formData({ experience: 'six' })))).toEqual({
      ok: false,
      status: 400,
      message: 'body.experience: Invalid input: expected number, received string',
    });
    const salary = parseFormBody(
      api.saveContribution,
      formToContribution(formData({ company: 'Google', title: 'Engineer', experience: '3', base: 'lots', currency: 'INR' })),
    );
    expect(salary).toMatchObject({ ok: false, status: 400, message: 'body.base: base must be a number' });
  });

  it('names every refused field, nested ones by their path', () => {
    const salary = parseFormBody(
      api.saveContribution,
      formToContribution(
        formData({ company: '', title: 'Engineer', experience: 'five', base: '100000', optionCount: '10', strikePrice: 'cheap' }),
      ),
    );
    expect(salary.ok).toBe(false);
    expect(!salary.ok && salary.message.split('; ')).toEqual([
      'body.company: company is required',
      'body.experience: experience must be a number of years',
      'body.stockDetails.options.strikePrice: Invalid input: expected number, received string',
    ]);
  });

  it('asks for the captcha of an offer sent without one', () => {
    const offer = parseFormBody(
      api.createOffer,
      offerFormToBody(formData({ currency: 'INR', companyName: 'Infosys', title: 'Engineer', base: '12 lakhs' })),
    );
    expect(offer).toEqual({ ok: false, status: 400, message: 'body.captcha: solve the captcha before adding an offer' });
  });

  it('checks the admin’s review decisions', () => {
    expect(parseFormBody(api.reviewHeldRecord, { decision: 'publish' })).toEqual({ ok: true, body: { decision: 'publish' } });
    expect(parseFormBody(api.reviewHeldRecord, { decision: '' })).toMatchObject({
      ok: false,
      message: 'body.decision: decision must be publish or reject',
    });
    expect(parseFormBody(api.reviewVerification, { decision: 'reject', reason: undefined })).toMatchObject({
      ok: false,
      message: 'body.reason: reason is required to reject',
    });
  });

  it('words issues like the API: the part, the field path, the rule', () => {
    expect(describeBodyIssues([{ path: [], message: 'Invalid input' }])).toBe('body: Invalid input');
    expect(describeBodyIssues([{ path: ['skills', 2], message: 'too long' }])).toBe('body.skills.2: too long');
    expect(withoutUndefined({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
    expect(Object.keys(withoutUndefined({ a: 1, b: undefined }))).toEqual(['a']);
  });
});
