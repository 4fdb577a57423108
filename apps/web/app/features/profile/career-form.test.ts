import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import { careerToForm, describeCareerMessage, formToCareerBody, typedCareer } from './career-form';

describe('career history form', () => {
  it('shows the saved history as rows, with one empty row each to add', () => {
    const values = careerToForm(
      {
        countryCode: null,
        positions: [
          {
            id: 1,
            company: { name: 'Google', slug: 'google' },
            title: { name: 'Software Engineer', slug: 'software-engineer' },
            level: 'L5',
            standardLevel: 3,
            countryCode: 'in',
            start: '2019-01',
            end: null,
            current: true,
          },
        ],
        education: [
          { id: 2, school: { name: 'IIT Bombay', slug: 'iit-bombay' }, degree: 'B.Tech', major: null, startYear: 2011, endYear: null },
        ],
      },
      'us',
    );
    expect(values).toEqual({
      countryCode: 'us',
      positions: [
        { company: 'Google', title: 'Software Engineer', level: 'L5', start: '2019-01', end: '' },
        { company: '', title: '', level: '', start: '', end: '' },
      ],
      education: [
        { school: 'IIT Bombay', degree: 'B.Tech', major: '', startYear: '2011', endYear: '' },
        { school: '', degree: '', major: '', startYear: '', endYear: '' },
      ],
    });
  });

  it('posts the rows kept (picked slugs first), leaves out empty and removed ones, and names a refused row by its place on the page', () => {
    const posted = formData({
      countryCode: 'in',
      'position-0-company': 'Microsoft',
      'position-0-title': 'Data Scientist',
      'position-0-level': '',
      'position-0-start': '2015-06',
      'position-0-end': '2018-12',
      'position-0-remove': 'on',
      'position-1-company': 'Google LLC',
      'position-1-companySlug': 'google',
      'position-1-title': 'Software Engineer',
      'position-1-level': 'L5',
      'position-1-start': '2019-01',
      'position-1-end': '',
      'position-2-company': '',
      'position-2-title': '',
      'position-2-level': '',
      'position-2-start': '',
      'position-2-end': '',
      'education-0-school': 'IIT Bombay',
      'education-0-degree': '',
      'education-0-major': 'Computer Science',
      'education-0-startYear': '2011',
      'education-0-endYear': 'soon',
    });
    const { body, rows } = formToCareerBody(posted);
    expect(body).toEqual({
      countryCode: 'in',
      positions: [{ company: 'google', title: 'Software Engineer', level: 'L5', start: '2019-01', end: null }],
      education: [{ school: 'IIT Bombay', degree: null, major: 'Computer Science', startYear: 2011, endYear: 'soon' }],
    });
    expect(rows).toEqual({ positions: [2], education: [1] });
    expect(describeCareerMessage('positions[0].end: must not be in the future', rows)).toBe('Position 2 (end): must not be in the future');
    expect(describeCareerMessage('body.education.0.endYear: Invalid input', rows)).toBe('Education 1 (endYear): Invalid input');
    // What was typed comes back without the removed row, with an empty one to add.
    expect(typedCareer(posted).positions.map((p) => p.company)).toEqual(['Google LLC', '']);
  });
});
