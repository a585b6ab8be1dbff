/**
 * The app's API client: the seed's headers and the failed toast wired in. No token header: the
 * session is the server's HttpOnly cookie, which `credentials: 'same-origin'` sends.
 */
import { PLATFORM_ID } from '@nyota/contract/constants';
import { createApiClient } from './api-client';
import { currentLanguage, translate } from '../i18n/i18n';
import { deviceId } from '../lib/device-id';
import { platformHeader } from '../lib/layout';
import { SESSION_MODE_COOKIE, SESSION_MODE_HEADER } from '@nyota/contract/session';
import { endSessionLocally } from '../session/session-store';
import { toast } from '../ui/feedback/feedback-store';

export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  headers: () => ({
    platform: platformHeader(),
    'x-pho-platform': String(PLATFORM_ID),
    'x-pho-version': __APP_VERSION__,
    'x-pho-build-time': __BUILD_TIME__,
    deviceid: deviceId(),
    lang: currentLanguage(),
    [SESSION_MODE_HEADER]: SESSION_MODE_COOKIE,
  }),
  onSessionGone: endSessionLocally,
  onFailed: (message) => toast('failed', message || translate('app.failed')),
});

export const call = api.call;
export const upload = api.upload;
export const fetchBlob = api.fetchBlob;
