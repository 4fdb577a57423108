import { describe, expect, it } from 'vitest';
import { formToBody, profileToForm } from './profile-form';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe('profile form', () => {
  it('sends names as catalogue slugs, lists split on commas, numbers as numbers, and empty fields as cleared', () => {
    expect(
      formToBody(
        form({
          company: ' Tata Consultancy Services Ltd ',
          school: 'IIT Bombay',
          skills: 'Python, Machine Learning,, ',
          experience: '6',
          noticePeriodDays: '',
          immigrationSponsorshipRequired: 'no',
          interests: 'Running, Chess',
          phoneNo: '+91 98765 43210',
        }),
      ),
    ).toEqual({
      company: 'tata-consultancy-services',
      school: 'iit-bombay',
      skills: ['python', 'machine-learning'],
      dob: null,
      phoneNo: '+91 98765 43210',
      contactNo: null,
      interests: ['Running', 'Chess'],
      experience: 6,
      gender: null,
      ethnicity: null,
      noticePeriodDays: null,
      immigrationSponsorshipRequired: false,
    });
  });

  it('passes what is not a whole number on as typed, so the API names the field', () => {
    expect(formToBody(form({ experience: 'six' })).experience).toBe('six');
  });

  it('shows a stored profile in the fields and reads back the same', () => {
    const values = profileToForm({
      company: { name: 'Google' },
      school: null,
      skills: [{ name: 'Python' }, { name: 'Go' }],
      dob: '1994-05-17',
      phoneNo: '+919876543210',
      contactNo: null,
      interests: ['Chess'],
      experience: 6,
      gender: 'female',
      ethnicity: null,
      noticePeriodDays: 30,
      immigrationSponsorshipRequired: true,
    });
    expect(values).toMatchObject({
      company: 'Google',
      school: '',
      skills: 'Python, Go',
      experience: '6',
      immigrationSponsorshipRequired: 'yes',
    });
    expect(formToBody(form(values))).toMatchObject({ company: 'google', skills: ['python', 'go'], noticePeriodDays: 30, gender: 'female' });
  });
});
