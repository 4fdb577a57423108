import { CLIENT_MESSAGES, type CountryCode } from '@paysight/contract/core';
import { data, type LoaderFunctionArgs } from 'react-router';
import { pageWithoutFigures } from '~/lib/limited-page';
import { paths } from '~/config/paths';
import { humanizeSlug } from '~/features/salary/salary-filters';
import { serverApi } from '~/lib/server-api';
import { securityPopupModel } from '~/shell/security-popup-model';
import { getSwitch } from './api/get-switch';
import { switchPageModel } from './switch-model';

const SLUG = /^[a-z0-9-]{1,120}$/;

export async function loadSwitch({ params, request, context }: LoaderFunctionArgs & { params: { cc: string; id: string } }) {
  if ((params.cc !== 'in' && params.cc !== 'us') || !SLUG.test(params.id)) throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const id = params.id;
  const major = new URL(request.url).pathname.startsWith(`/${cc}/switch/major/`);
  const path = major ? paths.switchMajor(cc, id) : paths.switchPage(cc, id);
  const fallback = humanizeSlug(id);
  const page = { cc, id, path };

  const { api } = await import('@paysight/contract');
  const result = await getSwitch(serverApi(context, request), api, { cc, id, major });

  if (result.ok) {
    const model = switchPageModel(result.data, paths.switchPage);
    return { kind: 'ok' as const, ...page, heading: model.heading, meta: { title: model.heading, description: model.description }, model };
  }
  if (result.status === 401 || result.status === 403) {
    const links = securityPopupModel({ signedIn: Boolean(context.user), url: path });
    return pageWithoutFigures(
      'premium',
      page,
      { heading: `Where people from ${fallback} go next`, description: CLIENT_MESSAGES.premiumOnly },
      { message: links.text, signInHref: links.signInHref, upgradeHref: links.upgradeHref },
      result.status,
    );
  }
  if (result.status === 404) {
    return pageWithoutFigures(
      'not-found',
      page,
      { heading: `No talent flow for ${fallback}`, description: result.message },
      { message: result.message },
      404,
    );
  }
  throw new Error(`GET ${path} answered ${result.status}: ${result.message}`);
}
