import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { listPeerGroups } from '~/features/peer/api/list-peer-groups';
import { describeBodyIssues } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { createBandGroup } from './api/create-band-group';
import { saveBandVersion } from './api/save-band-version';
import { payBandsHref } from './pay-bands-query';
import { readPlanForm } from './plan-form';

export async function compBandsAction(args: ActionFunctionArgs) {
  const { api, client, form, field } = await memberFormAction(args);
  const intent = field('intent') === 'save' ? ('save' as const) : ('create' as const);
  const plan = readPlanForm(form);
  const refused = (message: string, status: number, extra: { createdGroup?: number } = {}) =>
    data(
      { ok: false as const, intent, message, values: plan.values, name: field('name'), peerGroupId: field('peerGroupId'), ...extra },
      { status: status >= 400 && status < 600 ? status : 502 },
    );
  if (!plan.ok) return refused(plan.message, 400);
  const checked = api.savePayBandVersion.body!.safeParse(plan.body);
  if (!checked.success) return refused(describeBodyIssues(checked.error.issues), 400);

  if (intent === 'save') {
    const id = Number(field('group'));
    const saved = await saveBandVersion(client, api, id, plan.body);
    if (!saved.ok) return refused(saved.message, saved.status);
    throw redirect(payBandsHref({ group: id, version: saved.data.versions[0]?.version, compare: [] }));
  }

  const peers = await listPeerGroups(client, api);
  if (!peers.ok) return refused(peers.message, peers.status);
  const peer = peers.data.groups.find((g) => String(g.id) === field('peerGroupId'));
  if (!peer) return refused('Pick one of the workspace’s peer groups', 400);
  const created = await createBandGroup(client, api, { name: field('name'), countryCode: peer.countryCode, peerGroupId: peer.id });
  if (!created.ok) return refused(created.message, created.status);
  const saved = await saveBandVersion(client, api, created.data.id, plan.body);
  if (!saved.ok) {
    return refused(`The group “${created.data.name}” was created, but its first version was refused: ${saved.message}`, saved.status, {
      createdGroup: created.data.id,
    });
  }
  throw redirect(payBandsHref({ group: created.data.id, version: saved.data.versions[0]?.version, compare: [] }));
}
