import type { CountryCode } from '@paysight/contract/core';
import type { SignInMode } from './sign-in-options';

/** The login page's carousel (SPEC §2.5): what Paysight offers, for the visitor's kind of account. */
export interface LoginSlide {
  id: string;
  title: string;
  description: string;
}

export const ENTERPRISE_SLIDES: readonly LoginSlide[] = [
  {
    id: 'compensation-benchmarking',
    title: 'Compensation Benchmarking',
    description: 'Benchmark every role against the market by level and location, with live percentiles.',
  },
  {
    id: 'cohort-peer-benchmarking',
    title: 'Cohort & Peer Benchmarking',
    description: 'Build peer groups of competitors and startups and see where your pay bands sit.',
  },
  {
    id: 'merit-cycle-planning',
    title: 'Merit Cycle Planning',
    description: 'Plan raises with compa ratios and a budget that adds up, in one place.',
  },
];

export const REGULAR_SLIDES: readonly LoginSlide[] = [
  {
    id: 'search-salaries',
    title: 'Search Salaries by Company & Levels',
    description: 'Base, stock and bonus by company, title and level, from verified submissions.',
  },
  {
    id: 'jobgpt-auto-apply',
    title: 'JobGPT with Auto-Apply',
    description: 'An AI assistant that finds matching roles, tailors your resume and applies for you.',
  },
  {
    id: 'career-path',
    title: 'Navigate Your Career Path',
    description: 'See where people in your role move next, and what each step pays.',
  },
  {
    id: 'salary-levels',
    title: 'Salary Levels',
    description: 'Compare levels across companies at every percentile, side by side.',
  },
  {
    id: 'switch',
    title: 'Switch',
    description: 'Talent flows between companies and schools: who joins, who leaves, and where they go.',
  },
];

export const slidesFor = (mode: SignInMode) => (mode === 'enterprise' ? ENTERPRISE_SLIDES : REGULAR_SLIDES);

/** Figures in lakhs for India, in thousands of dollars for the US. */
export const slideImage = (countryCode: CountryCode, slideId: string) => `/auth/slides/${countryCode}/${slideId}.svg`;

/** The slide after `index`, back to the first after the last. */
export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
