// The fdx service's declared admin pages (ADR 0010, ADR 0016). Definitions are static; their
// data is read when the page is requested: dashboard cards, or the newest rows inline for pages
// whose data no other route serves. The consents page lists GET /v1/admin/consents.
import type { components } from '../../../../generated/types/fdx-admin.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../platform/pagination.ts';
import { FDX_VERSION } from '../discovery/handlers.ts';
import { METRICS_CACHE_SECONDS } from '../discovery/metrics.ts';
import type { ProviderProfile } from '../profile/profile.ts';
import type { InlinePage, OverviewCounts } from './queries.ts';

export type AdminPage = components['schemas']['AdminPage'];
type Column = components['schemas']['AdminColumn'];
type Action = components['schemas']['AdminAction'];
type Field = components['schemas']['AdminField'];

export const PAGE_IDS = [
  'overview', 'provider', 'recipients', 'consents', 'csdf', 'settings',
  'policy-sets', 'policy-decisions', 'relations', 'attributes', 'notifications',
] as const;
export type PageId = (typeof PAGE_IDS)[number];
export const isPageId = (page: string): page is PageId => (PAGE_IDS as readonly string[]).includes(page);

const col = (key: string, label: string, type: Column['type'] = 'text'): Column => ({ key, label, type });
const field = (name: string, label: string, type: Field['type'], required = true, options?: string[]): Field => ({
  name, label, type, required, ...(options ? { options } : {}),
});
const action = (id: string, label: string, resource: string, fields: Field[], body: Record<string, string> = { action: id }): Action => ({
  id, label, method: 'POST', path: `/v1/admin/${resource}`, body, fields,
});
const self = (page: string) => ({ method: 'GET' as const, path: `/v1/admin/ui/${page}` });
const ENTITY_FIELDS = [field('entity_type', 'Entity type (User, Client, Group, ...)', 'text'), field('entity_id', 'Entity id', 'text')];

/** Table pages whose rows come inline, with their static part. */
export const INLINE_PAGES: Record<InlinePage, Omit<AdminPage, 'items' | 'has_more'>> = {
  recipients: {
    page: 'recipients',
    title: 'Recipients',
    description: 'Recipient clients that hold or held consents here, most recent consent first.',
    kind: 'table',
    data_source: self('recipients'),
    columns: [col('client_id', 'Client', 'id'), col('client_name', 'Name'), col('consents', 'Consents', 'count'), col('active', 'Active', 'count'), col('last_consent_at', 'Last consent', 'datetime')],
    actions: [],
  },
  csdf: {
    page: 'csdf',
    title: 'Consent-scoped data flows',
    description: 'Provider data calls as the consent check saw them (audit records data_call*), newest first.',
    kind: 'table',
    data_source: self('csdf'),
    columns: [col('at', 'Time', 'datetime'), col('operation_id', 'Operation'), col('outcome', 'Outcome', 'status'), col('consent_id', 'Consent', 'id'), col('client_id', 'Client', 'id'), col('customer_id', 'Customer', 'id'), col('code', 'Refusal'), col('correlation_id', 'Correlation', 'id')],
    actions: [],
  },
  notifications: {
    page: 'notifications',
    title: 'Notifications',
    description: 'Notification deliveries to recipients; failed deliveries first, then newest first.',
    kind: 'table',
    data_source: self('notifications'),
    columns: [col('created_at', 'Created', 'datetime'), col('id', 'Id', 'id'), col('client_id', 'Client', 'id'), col('notification_type', 'Type'), col('status', 'Status', 'status'), col('attempts', 'Attempts', 'count'), col('last_response_status', 'Last HTTP status'), col('last_error', 'Last error'), col('next_attempt_at', 'Next attempt', 'datetime'), col('delivered_at', 'Delivered', 'datetime')],
    actions: [],
  },
  'policy-sets': {
    page: 'policy-sets',
    title: 'Policy sets',
    description: 'Versions of this environment\'s Cedar policy set, newest (active) first.',
    kind: 'table',
    data_source: self('policy-sets'),
    columns: [col('version', 'Version', 'count'), col('created_at', 'Created', 'datetime'), col('created_by', 'By'), col('policies', 'Policies')],
    actions: [action('publish', 'Publish a new version', 'policy-sets', [field('policies', 'Cedar policies (the whole set)', 'textarea')])],
  },
  'policy-decisions': {
    page: 'policy-decisions',
    title: 'Policy decisions',
    description: 'Decisions of the policy gate in this environment, newest first.',
    kind: 'table',
    data_source: self('policy-decisions'),
    columns: [col('decided_at', 'Time', 'datetime'), col('principal', 'Principal'), col('action', 'Operation'), col('resource', 'Resource'), col('decision', 'Decision', 'status'), col('reasons', 'Reasons', 'json'), col('policy_set_version', 'Policy version', 'count'), col('correlation_id', 'Correlation', 'id')],
    actions: [],
  },
  relations: {
    page: 'relations',
    title: 'Relations',
    description: 'Policy entities with parents (roles and group memberships), most recently changed first.',
    kind: 'table',
    data_source: self('relations'),
    columns: [col('entity_type', 'Type'), col('entity_id', 'Id', 'id'), col('parents', 'Parents', 'list'), col('updated_at', 'Updated', 'datetime')],
    actions: [
      action('update', 'Set parents', 'relations', [...ENTITY_FIELDS, field('parents', 'Parents as JSON, e.g. [{"type":"Group","id":"suspended"}]', 'json')]),
      action('delete', 'Delete entity', 'relations', ENTITY_FIELDS),
    ],
  },
  attributes: {
    page: 'attributes',
    title: 'Attributes',
    description: 'Policy entities with attributes, most recently changed first.',
    kind: 'table',
    data_source: self('attributes'),
    columns: [col('entity_type', 'Type'), col('entity_id', 'Id', 'id'), col('attrs', 'Attributes', 'json'), col('updated_at', 'Updated', 'datetime')],
    actions: [
      action('update', 'Set attributes', 'attributes', [...ENTITY_FIELDS, field('attrs', 'Attributes as JSON, e.g. {"displayName":"Ada"}', 'json')]),
      action('delete', 'Delete entity', 'attributes', ENTITY_FIELDS),
    ],
  },
};

export const CONSENTS_PAGE: AdminPage = {
  page: 'consents',
  title: 'Consents',
  description: 'The provider grant ledger, newest first.',
  kind: 'table',
  data_source: { method: 'GET', path: '/v1/admin/consents' },
  columns: [
    col('id', 'Id', 'id'), col('status', 'Status', 'status'), col('client_name', 'Recipient'), col('client_id', 'Client', 'id'),
    col('customer_id', 'Customer', 'id'), col('data_clusters', 'Data clusters', 'list'), col('account_ids', 'Accounts', 'list'),
    col('duration_type', 'Duration'), col('expires_at', 'Expires', 'datetime'), col('created_at', 'Created', 'datetime'),
  ],
  actions: [
    action('revoke', 'Revoke', 'consents', [
      field('consent_id', 'Consent id', 'uuid'),
      field('reason', 'Reason', 'select', false, ['BUSINESS_RULE', 'USER_ACTION']),
      field('other_reason', 'Note', 'text', false),
    ]),
  ],
};

const str = (n: number) => String(n);

export function overviewPage(c: OverviewCounts): AdminPage {
  return {
    page: 'overview',
    title: 'Consent and data sharing',
    description: 'Counts computed when the page is requested; data calls are those of the last 24 hours.',
    kind: 'dashboard',
    data_source: self('overview'),
    cards: [
      { id: 'consents_active', title: 'Active consents', value: str(c.consents_active), link: 'consents' },
      { id: 'consents_pending', title: 'Pending consents', value: str(c.consents_pending), link: 'consents' },
      { id: 'consents_suspended', title: 'Suspended consents', value: str(c.consents_suspended), link: 'consents' },
      { id: 'consents_revoked', title: 'Revoked consents', value: str(c.consents_revoked), link: 'consents' },
      { id: 'consents_expired', title: 'Expired consents', value: str(c.consents_expired), link: 'consents' },
      { id: 'recipients', title: 'Recipients', value: str(c.recipients), link: 'recipients' },
      { id: 'data_calls_served', title: 'Data calls served (24 h)', value: str(c.calls_served_24h), link: 'csdf' },
      { id: 'data_calls_rejected', title: 'Data calls refused (24 h)', value: str(c.calls_rejected_24h), link: 'csdf' },
      { id: 'decisions_approved', title: 'Consent screens approved', value: str(c.decisions_approved) },
      { id: 'decisions_denied', title: 'Consent screens denied', value: str(c.decisions_denied) },
      ...(c.notifications_failed !== null
        ? [{ id: 'notifications_failed', title: 'Failed notification deliveries', value: str(c.notifications_failed), link: 'notifications' }]
        : []),
    ],
  };
}

export function providerPage(p: ProviderProfile): AdminPage {
  return {
    page: 'provider',
    title: 'Provider profile',
    description: 'This environment as an FDX provider, as registered at environment initialization.',
    kind: 'dashboard',
    data_source: { method: 'GET', path: '/v1/provider/profile' },
    cards: [
      { id: 'display_name', title: 'Name', value: p.display_name },
      { id: 'issuer', title: 'Authorization server', value: p.issuer },
      { id: 'fdx_base_url', title: 'FDX API', value: `${p.fdx_base_url}/fdx/v6` },
      { id: 'fdx_version', title: 'FDX version', value: p.fdx_version },
      { id: 'data_clusters', title: 'Data clusters', value: p.data_clusters.join(', ') },
      { id: 'version', title: 'Profile version', value: str(p.version) },
      { id: 'updated_at', title: 'Last registered change', value: p.updated_at },
    ],
  };
}

export function settingsPage(p: ProviderProfile): AdminPage {
  return {
    page: 'settings',
    title: 'Settings',
    description: 'How this deployment shares data: authorization requirements, consent durations and limits in force.',
    kind: 'dashboard',
    data_source: self('settings'),
    cards: [
      { id: 'fdx_version', title: 'FDX version served', value: FDX_VERSION },
      { id: 'par', title: 'Pushed authorization requests', value: p.capabilities.par_required ? 'required' : 'optional' },
      { id: 'pkce', title: 'PKCE (S256)', value: p.capabilities.pkce_required ? 'required' : 'optional' },
      { id: 'dpop', title: 'DPoP-bound tokens', value: p.capabilities.dpop_required ? 'required' : 'optional' },
      { id: 'duration_types', title: 'Consent durations offered', value: p.capabilities.duration_types.join(', ') },
      { id: 'scopes', title: 'Scopes a recipient may request', value: p.capabilities.scopes.join(' ') },
      { id: 'page_size', title: 'Page size (default / maximum)', value: `${DEFAULT_PAGE_SIZE} / ${MAX_PAGE_SIZE}` },
      { id: 'metrics_cache', title: 'Certification metrics cache', value: `${METRICS_CACHE_SECONDS} s` },
    ],
  };
}
