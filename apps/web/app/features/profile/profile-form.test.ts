import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import { formToBody, lastEntry, profileToForm, replaceLastEntry, slugOrName } from './profile-form';

describe('profile form', () => {
  it('sends typed names as typed (the API resolves them), lists split on commas, numbers as numbers, and empty fields as cleared', () => {
    expect(
      formToBody(
        formData({
          name: ' Asha Rao ',
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
      name: 'Asha Rao',
      company: 'Tata Consultancy Services Ltd',
      title: null,
      school: 'IIT Bombay',
      skills: ['Python', 'Machine Learning'],
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

  it('sends the typeahead’s slugs in place of the names they stand for', () => {
    const data = formData({ company: 'Google', companySlug: 'google', school: 'IIT Bombay', schoolSlug: '', skills: 'Python, C++, Go' });
    for (const slug of ['python', 'C++', 'go', 'python']) data.append('skillSlug', slug);
    expect(formToBody(data)).toMatchObject({ company: 'google', school: 'IIT Bombay', skills: ['python', 'C++', 'go'] });
  });

  it('helps the typeahead of a comma-separated field: the entry being typed, a pick replacing it, known slugs', () => {
    expect(lastEntry('Python, Kub')).toBe('Kub');
    expect(lastEntry('Python, ')).toBe('');
    expect(lastEntry('Pyt')).toBe('Pyt');
    expect(replaceLastEntry('Python, Kub', 'Kubernetes')).toBe('Python, Kubernetes, ');
    expect(replaceLastEntry('pyth', 'Python')).toBe('Python, ');
    expect(replaceLastEntry('Python,, Go,', 'SQL')).toBe('Python, Go, SQL, ');
    const known = new Map([['c++', 'c']]);
    expect(slugOrName(' C++ ', known)).toBe('c');
    expect(slugOrName(' Rust ', known)).toBe('Rust');
  });

  it('passes what is not a whole number on as typed, so the API names the field', () => {
    expect(formToBody(formData({ experience: 'six' })).experience).toBe('six');
  });

  it('shows a stored profile in the fields and reads back the same', () => {
    const values = profileToForm({
      name: 'Asha Rao',
      company: { name: 'Google' },
      title: { name: 'Data Scientist' },
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
      name: 'Asha Rao',
      company: 'Google',
      title: 'Data Scientist',
      school: '',
      skills: 'Python, Go',
      experience: '6',
      immigrationSponsorshipRequired: 'yes',
    });
    expect(formToBody(formData(values))).toMatchObject({
      name: 'Asha Rao',
      company: 'Google',
      title: 'Data Scientist',
      skills: ['Python', 'Go'],
      noticePeriodDays: 30,
      gender: 'female',
    });
  });
});
