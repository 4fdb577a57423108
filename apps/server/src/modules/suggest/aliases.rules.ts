/**
 * Other names people type for catalogue entries, keyed by the folded name (see normalize.ts).
 * Initials ("tcs", "sre", "pm") are derived automatically and need no entry here.
 */

export const TITLE_ALIASES: Record<string, readonly string[]> = {
  'software engineer': ['swe', 'sde', 'software developer', 'software development engineer'],
  'frontend engineer': ['front end engineer', 'frontend developer', 'ui engineer'],
  'backend engineer': ['back end engineer', 'backend developer'],
  'full stack engineer': ['fullstack engineer', 'full stack developer'],
  'qa engineer': ['quality assurance engineer', 'test engineer', 'sdet'],
  'machine learning engineer': ['ml engineer', 'ai engineer'],
  'hr business partner': ['hrbp', 'human resources business partner'],
  'ux researcher': ['user researcher', 'user experience researcher'],
  'devops engineer': ['dev ops engineer'],
};

export const CITY_ALIASES: Record<string, readonly string[]> = {
  bengaluru: ['bangalore'],
  gurugram: ['gurgaon'],
  mumbai: ['bombay'],
  chennai: ['madras'],
  kolkata: ['calcutta'],
  pune: ['poona'],
  kochi: ['cochin'],
  'new delhi': ['delhi'],
  'san francisco': ['sf'],
  'new york': ['nyc', 'new york city'],
  'los angeles': ['la'],
};

export const SKILL_ALIASES: Record<string, readonly string[]> = {
  javascript: ['js', 'ecmascript'],
  typescript: ['ts'],
  kubernetes: ['k8s'],
  go: ['golang'],
  aws: ['amazon web services'],
  cpp: ['c plus plus'],
  react: ['reactjs', 'react js'],
  'node js': ['node'],
  excel: ['microsoft excel', 'ms excel'],
};

/** Short names of universities and colleges ("MIT", "CMU", "UIUC" come from their initials). */
export const SCHOOL_ALIASES: Record<string, readonly string[]> = {
  'iit bombay': ['iitb', 'iit mumbai', 'indian institute of technology bombay'],
  'iit delhi': ['iitd', 'indian institute of technology delhi'],
  'iit madras': ['iitm', 'iit chennai', 'indian institute of technology madras'],
  'iit kharagpur': ['iitkgp', 'kgp', 'indian institute of technology kharagpur'],
  'nit trichy': ['nitt', 'nit tiruchirappalli'],
  'bits pilani': ['bits', 'birla institute of technology and science'],
  'iiit hyderabad': ['iiith'],
  'iim ahmedabad': ['iima', 'indian institute of management ahmedabad'],
  'vit vellore': ['vit', 'vellore institute of technology'],
  'delhi university': ['du', 'university of delhi'],
  'jadavpur university': ['ju'],
  'university of california berkeley': ['uc berkeley', 'berkeley', 'cal'],
  'georgia institute of technology': ['georgia tech', 'gatech', 'gt'],
  'university of illinois urbana champaign': ['uiuc', 'illinois'],
  'university of texas at austin': ['ut austin'],
  'university of washington': ['uw'],
  'university of michigan': ['umich'],
  'arizona state university': ['asu'],
};
