/**
 * Texts both sides share: the store's name, the common states and the field checks' texts (the API's `errors` and the forms' hints). Each feature keeps its own copy beside it (src/islands/<feature>/messages.ts, src/components/messages.ts); the API's is src/server/messages.ts.
 * Word for word from docs/product.md, with the spelling fixes of its §10; functions take the values a text interpolates.
 */
export const storeName = 'Fashion Store';

export const common = {
  loading: 'Loading...',
  retry: 'Try again',
  close: 'Close',
  networkError: 'Could not reach the store. Check your connection and try again.',
  timeout: 'The store took too long to answer. Please try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  /** A guest's cart in the browser refuses past MAX_CART_LINES lines, as the server does. */
  cartFull: 'Your cart is full',
  /** A password field's eye (src/islands/auth/fields.tsx: every form's fields). */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

/** Every list's pager (src/ui/Pager.tsx): the shop's lists and the shopper's orders. */
export const pager = {
  label: 'Pagination',
  prev: 'Prev',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const validation = {
  sizesCount: 'Give 1 to 12 sizes',
  sizeName: 'A size name is 1 to 12 characters',
  sizeUnique: 'Each size can be listed once',
  stock: 'Stock is a whole number from 0 to 100,000, or not counted',
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  supportEmail: 'Enter your e-mail address so we can answer you',
  notifyEmail: 'Enter your e-mail address so we can tell you',
  seenIds: 'Name 1 to 100 of your concerns',
  passwordLength: 'Password must be 8 to 128 characters',
  passwordsDiffer: 'The two passwords are not the same',
  remember: 'Use true or false',
  resetLink: 'This reset link is not valid. Ask for a new one.',
  tooLong: 'This is too long',
  text: 'Enter text',
  number: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  positive: 'Enter an amount above 0',
  discountAbove: 'The discount price cannot be above the original price',
  url: 'Enter a link starting with http:// or https://',
  country: 'Choose a country from the list',
  pincode: 'Enter the 6-digit PIN code',
  mobileNumber: 'Enter a 10-digit mobile number',
  state: 'Choose your State or Union Territory',
  postalCode: 'Enter the postal code: 3 to 10 digits',
  phoneNumber: 'Enter the phone number: 6 to 15 digits',
  role: 'Choose a role from the list',
  status: 'Choose Delayed, Passed or Rejected',
  digits: 'Use digits only',
  quantity: 'Quantity must be a whole number from 1 to 10',
  items: 'Choose 1 to 50 items',
  paymentMethod: 'Choose a payment method from the list',
  id: 'Not a valid id',
  filterValue: 'This filter is too long or has too many values',
  filterFlag: 'Use 1 or 0',
  priceBand: 'Unknown price band',
  unknownFilterValue: (values: string[]) => `Unknown: ${values.join(', ')}`,
  searchTooLong: (max: number) => `Search for ${max} characters or fewer`,
  orderStatusFilter: 'Choose pending, Delayed, Passed or Rejected',
  day: 'Enter a date that exists, as YYYY-MM-DD',
  analyseDays: (windows: readonly number[]) => `Choose ${windows.join(' or ')} days`,
  badCharacter: 'This contains a character that is not allowed',
  department: 'Choose Men, Women or Unisex',
  colourFamily: 'Choose a colour from the palette',
  unknownDepartment: (values: string[]) => `Unknown department: ${values.join(', ')}`,
  unknownColour: (values: string[]) => `Unknown colour: ${values.join(', ')}`,
  styleCode: 'A style code is letters, digits and dashes, up to 40',
  slug: 'Lower-case letters, digits and dashes only',
};

/** The departments and the colour families as shoppers and the console read them. */
export const departmentLabels = { men: 'Men', women: 'Women', unisex: 'Unisex' } as const;
export const colourLabels = {
  black: 'Black',
  white: 'White',
  grey: 'Grey',
  navy: 'Navy',
  blue: 'Blue',
  green: 'Green',
  red: 'Red',
  pink: 'Pink',
  yellow: 'Yellow',
  orange: 'Orange',
  brown: 'Brown',
  beige: 'Beige',
  purple: 'Purple',
  multi: 'Multi',
} as const;
