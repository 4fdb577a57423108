import { describe, expect, it } from 'vitest';
import { formToOfferBody, offersHref, parseOffersQuery, typedOfferValues, withDone } from './offer-form';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('/compa/offers as plain data', () => {
  it('reads the URL, dropping what the contract would refuse', () => {
    expect(parseOffersQuery(new URLSearchParams('status=sent&sort=below-min&page=3'))).toEqual({
      status: 'sent',
      sort: 'below-min',
      page: 3,
    });
    expect(parseOffersQuery(new URLSearchParams('status=accepted&sort=salary&page=0'))).toEqual({ sort: 'newest' });
    expect(parseOffersQuery(new URLSearchParams('page=1000'))).toEqual({ sort: 'newest' });
    expect(offersHref({ sort: 'newest' })).toBe('/compa/offers');
    expect(offersHref({ sort: 'candidate', status: 'draft', page: 2 })).toBe('/compa/offers?status=draft&sort=candidate&page=2');
    expect(withDone('/compa/offers', 'add-offer', '#offer-4')).toBe('/compa/offers?done=add-offer#offer-4');
    expect(withDone('/compa/offers?status=sent', 'mark-sent')).toBe('/compa/offers?status=sent&done=mark-sent');
  });

  it('makes the POST body from the form: amounts as typed in lakhs or thousands, a level by number, empty fields left out', () => {
    const posted = form({
      intent: 'add-offer',
      candidate: ' Asha Rao ',
      title: 'Software Engineer II',
      level: '2',
      family: 'software-engineering',
      location: 'Bangalore',
      currency: 'INR',
      base: '18 lakhs',
      bonusTarget: '1,80,000',
      equity: '',
      equityType: 'rsu',
      equityUnits: '',
      bandGroupId: '7',
    });
    expect(formToOfferBody(posted)).toEqual({
      candidate: 'Asha Rao',
      title: 'Software Engineer II',
      level: 2,
      family: 'software-engineering',
      location: 'Bangalore',
      currency: 'INR',
      base: 1_800_000,
      bonusTarget: 180_000,
      equityType: 'rsu',
      bandGroupId: 7,
    });
    // Unreadable values stay as typed, for the schema to name the field.
    expect(formToOfferBody(form({ base: 'lots', level: 'Senior', bandGroupId: 'x' }))).toMatchObject({
      base: 'lots',
      level: 'Senior',
      bandGroupId: 'x',
    });
    expect(formToOfferBody(form({})).base).toBe('');
    expect(typedOfferValues(posted)).toMatchObject({ candidate: 'Asha Rao', base: '18 lakhs', equity: '' });
  });
});
