/** One's own account: the password. */
export const PASSWORD_PATH = '/account/password';
