/**
 * The login and sign-up forms' copy.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
export const auth = {
  loginTitle: 'Sign in to your account',
  email: 'Email address',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  forgot: 'Forgot password?',
  signIn: 'Sign in',
  noAccount: 'New here? Sign up',
  signupTitle: 'Sign up',
  fullName: 'Full Name',
  city: 'City',
  signUp: 'Sign up',
  haveAccount: 'Already a user? Login',
  loggingIn: 'Logging in',
  pleaseWait: 'Please wait',
  signingUp: 'Signing up',
  signupSuccess: 'Successfully created your account.',
  welcome: (who: 'User' | 'Admin', email: string) => `Welcome ${who} ${email}`,
  wrongCredentials: 'Wrong credentials.',
  checkCredentials: 'Check your e-mail and password. New here? Sign up below.',
  signupFailed: 'Unable to create account',
  forgotHelp: (email: string) => `Write to ${email} and our team will help you reset your password.`,
  passwordHint: 'At least 8 characters.',
  loginIntro: 'Welcome back. Sign in to see your cart, wishlist and orders.',
  signupIntro: 'Create an account to save your cart, addresses and orders.',
  artTitle: 'Young and fresh',
  artText: 'Open doors to a world of fashion',
};
