import { Modal, VisuallyHidden } from '@mantine/core';
import { LOGIN_CARD_WIDTH_PX } from '@paysight/contract/core';
import { useLocation } from 'react-router';
import { safeReturnUrl } from '@paysight/contract/core';
import { QueryProvider } from '~/lib/query-client';
import { useSignInOptions } from './api/get-sign-in-options';
import { isEnterpriseMode } from './login-card-model';
import { LoginCard } from './login-card';
import { useStoredRole } from './use-stored-role';

/** SPEC §3 Modal config. */
export interface LoginModalConfig {
  header?: string;
  subHeader?: string;
  ctaImageUrl?: string;
  ctaImageWidth?: number;
}

export interface LoginModalProps extends LoginModalConfig {
  opened: boolean;
  onClose: () => void;
  /** Where to come back to; the current page by default. */
  returnUrl?: string;
  searchTitle?: string;
  role?: 'enterprise';
}

/**
 * The login page's card in a dialog (SPEC §2.5 modal variant): a close icon, the configured
 * header, subHeader and image, and the same sign-in choices. The email form and "or" appear only
 * when magic link is enabled (GET /auth, asked when the dialog opens) and the mode is not
 * enterprise.
 *
 *   const [opened, { open, close }] = useDisclosure(false);
 *   <LoginModal opened={opened} onClose={close} header="Unlock every salary" subHeader="Free, takes a minute" />
 */
export function LoginModal(props: LoginModalProps) {
  return (
    <QueryProvider>
      <SignInDialog {...props} />
    </QueryProvider>
  );
}

function SignInDialog({ opened, onClose, returnUrl, role, ...card }: LoginModalProps) {
  const location = useLocation();
  const storedRole = useStoredRole(role);
  const next = safeReturnUrl(returnUrl ?? `${location.pathname}${location.search}`);
  const mode = isEnterpriseMode(role, storedRole) ? 'enterprise' : 'regular';
  const { data: options } = useSignInOptions(mode, next, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={LOGIN_CARD_WIDTH_PX}
      padding="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // The card draws the visible heading; this names the dialog for assistive technology.
      title={<VisuallyHidden>{card.header ?? 'Sign in to Paysight'}</VisuallyHidden>}
      styles={{ header: { minHeight: 0, paddingBottom: 0 } }}
    >
      {/* The card's own texts and image (searchTitle, header, subHeader, ctaImage…) pass on as given. */}
      <LoginCard
        {...card}
        variant="modal"
        role={role}
        storedRole={storedRole}
        returnUrl={next}
        options={options ? { [mode]: options } : undefined}
      />
    </Modal>
  );
}

export default LoginModal;
