import { LineIcon } from '~/shell/line-icon';

/**
 * The magnifier of the search box, shared by the plain input and the autocomplete that replaces it.
 * Inline so the landing page does not load the icon library before the first keystroke.
 */
export const SearchIcon = () => (
  <LineIcon size={18} strokeWidth={2}>
    <circle cx="10" cy="10" r="7" />
    <path d="m21 21-6-6" />
  </LineIcon>
);
