/**
 * The magnifier of the search box, shared by the plain input and the autocomplete that replaces it.
 * Inline so the landing page does not load the icon library before the first keystroke.
 */
export const SearchIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <circle cx="10" cy="10" r="7" />
    <path d="m21 21-6-6" />
  </svg>
);
