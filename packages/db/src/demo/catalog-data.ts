import type { Region } from '@paysight/contract';
import type { COMPANY_TYPES, FUNDING_STAGES, SIZE_BANDS } from '../schema/index.js';

/**
 * The demo catalogue: real, public facts only (company names, their kind, industry and
 * headquarters; cities and their states). No pay figure lives here; the salary generator (salary
 * issue) draws those from documented distributions. Company type drives pay in that generator:
 * India software medians run roughly FAANG+ > unicorn > GCC > IT services.
 */

type CompanyType = (typeof COMPANY_TYPES)[number];
type SizeBand = (typeof SIZE_BANDS)[number];
type FundingStage = (typeof FUNDING_STAGES)[number];

export interface DemoCompany {
  name: string;
  type: CompanyType;
  industry: string;
  headquarters: string;
  sizeBand: SizeBand;
}

const c = (name: string, type: CompanyType, industry: string, headquarters: string, sizeBand: SizeBand): DemoCompany => ({
  name,
  type,
  industry,
  headquarters,
  sizeBand,
});

export const DEMO_COMPANIES: DemoCompany[] = [
  c('Google', 'faang+', 'Internet', 'Mountain View, US', '10001+'),
  c('Microsoft', 'faang+', 'Software', 'Redmond, US', '10001+'),
  c('Amazon', 'faang+', 'E-commerce', 'Seattle, US', '10001+'),
  c('Meta', 'faang+', 'Internet', 'Menlo Park, US', '10001+'),
  c('Apple', 'faang+', 'Consumer Electronics', 'Cupertino, US', '10001+'),
  c('Netflix', 'faang+', 'Media', 'Los Gatos, US', '10001+'),
  c('Uber', 'product', 'Transportation', 'San Francisco, US', '10001+'),
  c('Salesforce', 'product', 'Software', 'San Francisco, US', '10001+'),
  c('Adobe', 'product', 'Software', 'San Jose, US', '10001+'),
  c('Oracle', 'product', 'Software', 'Austin, US', '10001+'),
  c('Atlassian', 'product', 'Software', 'Sydney, AU', '10001+'),
  c('Intuit', 'product', 'Software', 'Mountain View, US', '10001+'),
  c('LinkedIn', 'product', 'Internet', 'Sunnyvale, US', '10001+'),
  c('Nvidia', 'faang+', 'Semiconductors', 'Santa Clara, US', '10001+'),
  c('Intel', 'product', 'Semiconductors', 'Santa Clara, US', '10001+'),
  c('Qualcomm', 'product', 'Semiconductors', 'San Diego, US', '10001+'),
  c('Cisco', 'product', 'Networking', 'San Jose, US', '10001+'),
  c('Stripe', 'unicorn', 'Fintech', 'San Francisco, US', '5001-10000'),
  c('Databricks', 'unicorn', 'Software', 'San Francisco, US', '5001-10000'),
  c('Airbnb', 'product', 'Travel', 'San Francisco, US', '5001-10000'),
  c('Snowflake', 'product', 'Software', 'Bozeman, US', '5001-10000'),
  c('Goldman Sachs', 'finance', 'Financial Services', 'New York, US', '10001+'),
  c('JPMorgan Chase', 'finance', 'Financial Services', 'New York, US', '10001+'),
  c('Morgan Stanley', 'finance', 'Financial Services', 'New York, US', '10001+'),
  c('American Express', 'finance', 'Financial Services', 'New York, US', '10001+'),
  c('Walmart Global Tech', 'gcc', 'Retail', 'Bentonville, US', '10001+'),
  c('Target', 'gcc', 'Retail', 'Minneapolis, US', '10001+'),
  c('Wells Fargo', 'gcc', 'Financial Services', 'San Francisco, US', '10001+'),
  c('Deutsche Bank', 'gcc', 'Financial Services', 'Frankfurt, DE', '10001+'),
  c('Flipkart', 'unicorn', 'E-commerce', 'Bengaluru, IN', '10001+'),
  c('Swiggy', 'unicorn', 'Food Delivery', 'Bengaluru, IN', '5001-10000'),
  c('Zomato', 'product', 'Food Delivery', 'Gurugram, IN', '5001-10000'),
  c('PhonePe', 'unicorn', 'Fintech', 'Bengaluru, IN', '5001-10000'),
  c('Razorpay', 'unicorn', 'Fintech', 'Bengaluru, IN', '1001-5000'),
  c('CRED', 'unicorn', 'Fintech', 'Bengaluru, IN', '201-1000'),
  c('Meesho', 'unicorn', 'E-commerce', 'Bengaluru, IN', '1001-5000'),
  c('Zerodha', 'product', 'Fintech', 'Bengaluru, IN', '1001-5000'),
  c('Freshworks', 'product', 'Software', 'Chennai, IN', '5001-10000'),
  c('Zoho', 'product', 'Software', 'Chennai, IN', '10001+'),
  c('Paytm', 'product', 'Fintech', 'Noida, IN', '10001+'),
  c('Ola', 'unicorn', 'Transportation', 'Bengaluru, IN', '5001-10000'),
  c('Groww', 'unicorn', 'Fintech', 'Bengaluru, IN', '1001-5000'),
  c('Postman', 'unicorn', 'Software', 'San Francisco, US', '201-1000'),
  c('BrowserStack', 'unicorn', 'Software', 'Mumbai, IN', '1001-5000'),
  c('Tata Consultancy Services', 'it-services', 'IT Services', 'Mumbai, IN', '10001+'),
  c('Infosys', 'it-services', 'IT Services', 'Bengaluru, IN', '10001+'),
  c('Wipro', 'it-services', 'IT Services', 'Bengaluru, IN', '10001+'),
  c('HCLTech', 'it-services', 'IT Services', 'Noida, IN', '10001+'),
  c('Tech Mahindra', 'it-services', 'IT Services', 'Pune, IN', '10001+'),
  c('LTIMindtree', 'it-services', 'IT Services', 'Mumbai, IN', '10001+'),
  c('Cognizant', 'it-services', 'IT Services', 'Teaneck, US', '10001+'),
  c('Capgemini', 'it-services', 'IT Services', 'Paris, FR', '10001+'),
  c('Accenture', 'consulting', 'Consulting', 'Dublin, IE', '10001+'),
  c('Deloitte', 'consulting', 'Consulting', 'London, UK', '10001+'),
  c('McKinsey & Company', 'consulting', 'Consulting', 'New York, US', '10001+'),
  c('Boston Consulting Group', 'consulting', 'Consulting', 'Boston, US', '10001+'),
  c('EY', 'consulting', 'Consulting', 'London, UK', '10001+'),
  c('KPMG', 'consulting', 'Consulting', 'Amstelveen, NL', '10001+'),
  c('Kaiser Permanente', 'other', 'Healthcare', 'Oakland, US', '10001+'),
  c('Mayo Clinic', 'other', 'Healthcare', 'Rochester, US', '10001+'),
];

/**
 * Companies that are not listed on an exchange, and how they are funded or owned (public facts as
 * of 2026); every other demo company is listed. Peer cohorts filter on these.
 */
const NOT_LISTED: Record<string, FundingStage> = {
  Stripe: 'series-d+',
  Databricks: 'series-d+',
  Flipkart: 'subsidiary',
  LinkedIn: 'subsidiary',
  PhonePe: 'subsidiary',
  Razorpay: 'series-d+',
  CRED: 'series-d+',
  Meesho: 'series-d+',
  Zerodha: 'bootstrapped',
  Zoho: 'bootstrapped',
  Ola: 'series-d+',
  Postman: 'series-d+',
  BrowserStack: 'series-b',
  Deloitte: 'private',
  'McKinsey & Company': 'private',
  'Boston Consulting Group': 'private',
  EY: 'private',
  KPMG: 'private',
  'Kaiser Permanente': 'private',
  'Mayo Clinic': 'private',
};

/** A demo company's funding stage and listing. */
export function demoFunding(name: string): { fundingStage: FundingStage; listed: boolean } {
  const stage = NOT_LISTED[name];
  return stage ? { fundingStage: stage, listed: false } : { fundingStage: 'public', listed: true };
}

export interface DemoLocation {
  city: string;
  state: string;
  countryCode: Region;
  metro: string;
}

const l = (city: string, state: string, countryCode: Region, metro = city): DemoLocation => ({ city, state, countryCode, metro });

export const DEMO_LOCATIONS: DemoLocation[] = [
  l('Bengaluru', 'Karnataka', 'in'),
  l('Hyderabad', 'Telangana', 'in'),
  l('Pune', 'Maharashtra', 'in'),
  l('Chennai', 'Tamil Nadu', 'in'),
  l('Mumbai', 'Maharashtra', 'in'),
  l('Gurugram', 'Haryana', 'in', 'Delhi NCR'),
  l('Noida', 'Uttar Pradesh', 'in', 'Delhi NCR'),
  l('New Delhi', 'Delhi', 'in', 'Delhi NCR'),
  l('Kolkata', 'West Bengal', 'in'),
  l('Ahmedabad', 'Gujarat', 'in'),
  l('Kochi', 'Kerala', 'in'),
  l('Jaipur', 'Rajasthan', 'in'),
  l('Coimbatore', 'Tamil Nadu', 'in'),
  l('Chandigarh', 'Chandigarh', 'in'),
  l('San Francisco', 'California', 'us', 'Bay Area'),
  l('Mountain View', 'California', 'us', 'Bay Area'),
  l('Sunnyvale', 'California', 'us', 'Bay Area'),
  l('San Jose', 'California', 'us', 'Bay Area'),
  l('Palo Alto', 'California', 'us', 'Bay Area'),
  l('Seattle', 'Washington', 'us', 'Seattle'),
  l('Redmond', 'Washington', 'us', 'Seattle'),
  l('Bellevue', 'Washington', 'us', 'Seattle'),
  l('New York', 'New York', 'us'),
  l('Austin', 'Texas', 'us'),
  l('Boston', 'Massachusetts', 'us'),
  l('Los Angeles', 'California', 'us'),
  l('Chicago', 'Illinois', 'us'),
  l('Denver', 'Colorado', 'us'),
  l('Atlanta', 'Georgia', 'us'),
  l('Dallas', 'Texas', 'us'),
  l('Raleigh', 'North Carolina', 'us'),
  l('San Diego', 'California', 'us'),
];

/** Titles by job family. */
export const DEMO_TITLES: Record<string, string[]> = {
  'Software Engineering': [
    'Software Engineer',
    'Frontend Engineer',
    'Backend Engineer',
    'Full Stack Engineer',
    'Mobile Engineer',
    'DevOps Engineer',
    'Site Reliability Engineer',
    'Security Engineer',
    'QA Engineer',
    'Solutions Architect',
  ],
  'Engineering Management': ['Engineering Manager', 'Director of Engineering'],
  'Data and AI': ['Data Scientist', 'Data Analyst', 'Data Engineer', 'Machine Learning Engineer'],
  Product: ['Product Manager', 'Technical Program Manager', 'Program Manager'],
  Design: ['Product Designer', 'UX Researcher'],
  'Sales and Marketing': ['Account Executive', 'Sales Engineer', 'Marketing Manager', 'Customer Success Manager'],
  'Business and Consulting': ['Business Analyst', 'Management Consultant', 'Operations Manager'],
  Finance: ['Financial Analyst', 'Investment Banking Analyst', 'Chartered Accountant'],
  People: ['HR Business Partner', 'Recruiter'],
  Healthcare: ['Registered Nurse', 'Physician', 'Physical Therapist', 'Pharmacist'],
};

/** Universities and colleges, by region: where demo members studied. */
export const DEMO_SCHOOLS: Record<Region, string[]> = {
  in: [
    'IIT Bombay',
    'IIT Delhi',
    'IIT Madras',
    'IIT Kharagpur',
    'NIT Trichy',
    'BITS Pilani',
    'IIIT Hyderabad',
    'IIM Ahmedabad',
    'VIT Vellore',
    'Anna University',
    'Delhi University',
    'Jadavpur University',
  ],
  us: [
    'Stanford University',
    'Massachusetts Institute of Technology',
    'University of California, Berkeley',
    'Carnegie Mellon University',
    'Georgia Institute of Technology',
    'University of Illinois Urbana-Champaign',
    'University of Washington',
    'University of Texas at Austin',
    'University of Michigan',
    'Purdue University',
    'Arizona State University',
    'Rutgers University',
  ],
};
