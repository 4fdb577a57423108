/** The two regions as a select's options, India first. */
export const REGION_OPTIONS = [
  { value: 'in', label: 'India' },
  { value: 'us', label: 'United States' },
];
