import { loginFailureText, toLoginPayload, validateLogin } from './login-values';

describe('login values', () => {
  it('require both fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'validation:usernameRequired',
      password: 'validation:passwordRequired',
    });
    expect(validateLogin({ username: 'client', password: 'x' })).toEqual({});
  });

  it('trim the username only', () => {
    expect(toLoginPayload({ username: ' client ', password: ' secret ' })).toEqual({
      username: 'client',
      password: ' secret ',
    });
  });

  it("read the server's text, without the verification markers", () => {
    expect(loginFailureText({ kind: 'app', message: 'phone_not_yet_verified Code envoyé' })).toBe('Code envoyé');
    expect(loginFailureText({ kind: 'http', status: 400, message: 'HTTP 400', data: { error: 'Compte bloqué' } })).toBe(
      'Compte bloqué',
    );
    expect(loginFailureText({ kind: 'network', message: 'Failed to fetch' })).toBeNull();
  });

  it('never show a server error, an unreadable answer or a bare framework phrase', () => {
    const http = (status: number, data: unknown) => ({
      kind: 'http' as const,
      status,
      message: `HTTP ${status}`,
      data,
    });
    expect(loginFailureText(http(500, { detail: 'Internal Server Error' }))).toBeNull();
    expect(loginFailureText(http(502, { message: 'Le serveur est en panne' }))).toBeNull();
    expect(loginFailureText(http(401, { detail: 'Invalid token.' }))).toBeNull();
    expect(loginFailureText({ kind: 'app', message: 'Request failed' })).toBeNull();
    expect(loginFailureText({ kind: 'parse', message: 'Unexpected token <', data: '<html>' })).toBeNull();
    expect(loginFailureText({ kind: 'timeout', message: 'AbortError' })).toBeNull();
  });
});
