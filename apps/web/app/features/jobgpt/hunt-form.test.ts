import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HUNT_FORM,
  huntFormToBody,
  huntFromProfile,
  huntToForm,
  list,
  replaceLastEntry,
  resumeFiltersToForm,
  typedHuntForm,
} from './hunt-form';

describe('the hunt form', () => {
  it('starts with auto mode off, 5 a day, 70% and a tailored resume', () => {
    expect(huntFormToBody(EMPTY_HUNT_FORM).settings).toEqual({ autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true });
  });

  it('reads ticked boxes, lists and US pay in thousands', () => {
    const form = new FormData();
    form.append('name', 'US roles');
    form.append('titles', 'ML Engineer, , ml engineer, Data Scientist');
    form.append('countries', 'us');
    form.append('minPay', '150');
    form.append('payCurrency', 'USD');
    form.append('autoMode', 'on');
    form.append('dailyLimit', '12');
    form.append('minScore', '85%');
    const body = huntFormToBody(typedHuntForm(form));
    expect(body.filters).toMatchObject({
      titles: ['ML Engineer', 'Data Scientist'],
      countries: ['us'],
      minBasePay: { amount: 150_000, currency: 'USD' },
    });
    // Unticked boxes are off: tailored resume too, when the form was posted without it.
    expect(body.settings).toEqual({ autoMode: true, dailyLimit: 12, minScore: 0.85, tailoredResume: false });
  });

  it('passes text that is not a number on as typed, so the refusal names the field', () => {
    const body = huntFormToBody({ ...EMPTY_HUNT_FORM, dailyLimit: 'six', minPay: 'lots' });
    expect(body.settings).toMatchObject({ dailyLimit: 'six' });
    expect(body.filters).toMatchObject({ minBasePay: { amount: 'lots', currency: 'INR' } });
  });

  it('shows a saved hunt as it was entered (rupees back in lakhs, the score as a percentage)', () => {
    const hunt = {
      id: 1,
      name: 'Next',
      filters: {
        titles: ['Data Scientist'],
        locations: ['Pune'],
        countries: ['in'],
        companies: [],
        excludedCompanies: ['Globex'],
        skills: ['Python'],
        remote: ['none'],
        minBasePay: { amount: 2_500_000, currency: 'INR' },
        experienceLevels: [2],
        needsVisaSponsorship: true,
      },
      settings: { autoMode: true, dailyLimit: 9, minScore: 0.65, tailoredResume: false },
    } as unknown as api.JobHunt;
    const values = huntToForm(hunt);
    expect(values).toMatchObject({ minPay: '25', payCurrency: 'INR', minScore: '65', levels: ['2'], visa: true, autoMode: true });
    expect(huntFormToBody(values)).toEqual({ name: 'Next', filters: hunt.filters, settings: hunt.settings });
  });

  it('replaces the entry being typed with a pick', () => {
    expect(replaceLastEntry('Python, Sq', 'SQL')).toBe('Python, SQL, ');
    expect(list(' a ,b,, A ')).toEqual(['a', 'b']);
  });

  it('a new hunt starts from the profile: the title held now, the skills, visa sponsorship', () => {
    const start = huntFromProfile({
      title: { name: 'Data Scientist' },
      skills: [{ name: 'Python' }, { name: 'SQL' }],
      immigrationSponsorshipRequired: true,
    });
    expect(start).toEqual({
      ...EMPTY_HUNT_FORM,
      name: 'Data Scientist roles',
      titles: 'Data Scientist',
      skills: 'Python, SQL',
      visa: true,
    });
    expect(huntFromProfile(null)).toEqual(EMPTY_HUNT_FORM);
    expect(huntFromProfile({ title: null, skills: [], immigrationSponsorshipRequired: null })).toEqual(EMPTY_HUNT_FORM);
  });

  it('a resume fills what it states and keeps the rest: the name, the settings, titles and skills it does not name', () => {
    const current = { ...EMPTY_HUNT_FORM, name: 'Mine', titles: 'Data Scientist', skills: 'Python', visa: true, dailyLimit: '9' };
    const filters = {
      titles: ['Machine Learning Engineer'],
      locations: ['Bengaluru'],
      countries: ['in'],
      companies: [],
      excludedCompanies: [],
      skills: [],
      remote: [],
      minBasePay: null,
      experienceLevels: [3, 4],
      needsVisaSponsorship: false,
    } as unknown as api.JobHuntFilters;
    expect(resumeFiltersToForm(filters, current)).toMatchObject({
      name: 'Mine',
      titles: 'Machine Learning Engineer',
      locations: 'Bengaluru',
      countries: ['in'],
      skills: 'Python',
      levels: ['3', '4'],
      visa: true,
      dailyLimit: '9',
    });
    expect(resumeFiltersToForm(filters, EMPTY_HUNT_FORM).name).toBe('Machine Learning Engineer roles');
  });
});
