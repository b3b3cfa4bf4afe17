// rithmo's Discord Activity: the client side of the /activity page. Inside Discord it shakes
// hands with the client through the Embedded App SDK, asks for an authorization code, trades
// it at POST /activity/session for a session and a game, signs the SDK in with the access
// token, and goes on to the game page. Outside Discord (a plain browser, our tests) it uses
// the SDK's own mock, fed from mock_* query parameters. Bundled by build.sh into
// assets/web/activity.js (one IIFE, nothing on window); the page's CSP allows no inline
// script, so everything is here and the status is written with textContent only.
import { DiscordSDK, DiscordSDKMock } from '@discord/embedded-app-sdk';

const body = document.body;
const data = (body && body.dataset) || {};
const params = new URLSearchParams(window.location.search);

const text = {
  connecting: data.connecting || 'Connecting to Discord…',
  signingIn: data.signingIn || 'Signing in…',
  failed: data.failed || 'Could not open the board: {reason}',
};

function status(message) {
  const el = document.getElementById('activity-status');
  if (el) el.textContent = message;
}

function fail(reason) {
  const template = text.failed;
  // A function, not a string, as the replacement: `$&` and friends in a reason stay as typed.
  status(
    template.indexOf('{reason}') >= 0
      ? template.replace('{reason}', () => reason)
      : template + ' ' + reason,
  );
}

// What went wrong, as a sentence: the SDK rejects with plain `{code, message}` objects.
function reasonOf(err) {
  if (err && typeof err.message === 'string' && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  try {
    return JSON.stringify(err) || String(err);
  } catch (_) {
    return String(err);
  }
}

function makeSdk(clientId) {
  if (params.get('frame_id')) return new DiscordSDK(clientId);

  const sdk = new DiscordSDKMock(
    clientId,
    params.get('mock_guild'),
    params.get('mock_channel'),
    params.get('mock_location'),
  );
  // `instanceId` is `readonly` only in the SDK's TypeScript declarations: the mock's
  // constructor sets it to a fixed '123456789012345678' as a plain, writable property, so it
  // is overwritten here, after construction (as the SDK's own examples do with channelId).
  const instance = params.get('mock_instance');
  if (instance !== null) sdk.instanceId = instance;
  const code = params.get('mock_code');
  const userId = params.get('mock_user') || '1';
  sdk._updateCommandMocks({
    authorize: async () => ({ code: code === null ? 'mock_code' : code }),
    authenticate: async (args) => ({
      access_token: (args && args.access_token) || '',
      user: {
        id: userId,
        username: 'mock_' + userId,
        discriminator: '0',
        global_name: null,
        avatar: null,
        public_flags: 0,
      },
      scopes: ['identify'],
      expires: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      application: { id: clientId, description: '', name: 'rithmo', icon: null },
    }),
  });
  return sdk;
}

async function openSession(sdk, code) {
  let res;
  try {
    res = await fetch('/activity/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code,
        instance_id: sdk.instanceId,
        channel_id: sdk.channelId,
        guild_id: sdk.guildId,
      }),
    });
  } catch (err) {
    throw new Error(reasonOf(err));
  }
  let answer = null;
  try {
    answer = await res.json();
  } catch (_) {
    answer = null;
  }
  if (!res.ok) {
    const sentence = answer && typeof answer.error === 'string' && answer.error;
    throw new Error(sentence || 'HTTP ' + res.status);
  }
  if (
    !answer ||
    typeof answer.access_token !== 'string' ||
    typeof answer.session !== 'string' ||
    typeof answer.game !== 'string' ||
    // Our own path only: never another origin ("//host", "/\host").
    !/^\/(?![/\\])/.test(answer.game)
  ) {
    throw new Error('unexpected answer from the server');
  }
  return answer;
}

async function main() {
  status(text.connecting);
  const clientId = data.clientId;
  if (!clientId) throw new Error('no application id on the page');

  const sdk = makeSdk(clientId);
  await sdk.ready();

  status(text.signingIn);
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });

  const { access_token, session, game } = await openSession(sdk, code);
  await sdk.commands.authenticate({ access_token });

  let fragment = '';
  try {
    window.sessionStorage.setItem('rithmo-session', session);
  } catch (_) {
    fragment = '#s=' + encodeURIComponent(session);
  }
  window.location.replace(game + '?in=activity' + fragment);
}

main().catch((err) => fail(reasonOf(err)));
