/** The console's Categories section and the department and colour fields of the product forms. */
import { colourLabels, departmentLabels } from '../../../lib/messages';

export const categoriesText = {
  section: 'Categories',
  title: 'Categories',
  intro: 'The menus list each department’s categories in this order. A category can be deleted once no product is in it.',
  error: 'We could not load the categories.',
  empty: 'No categories here yet.',
  department: (id: keyof typeof departmentLabels) => departmentLabels[id],
  departmentHeading: (id: keyof typeof departmentLabels, n: number) => `${departmentLabels[id]} (${n})`,
  columns: ['Menu label', 'Category name (products hold it)', 'Products', ''],
  link: (slug: string) => `Link: ${slug}`,
  products: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  add: {
    heading: 'Add a category',
    name: 'Category name',
    nameHint: "e.g. Men's Shirts",
    department: 'Department',
    label: 'Menu label (optional)',
    labelHint: 'Empty: the name less Men’s/Women’s',
    submit: 'Add category',
    adding: 'Adding…',
    added: 'Category added',
    failed: 'Could not add the category',
  },
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  moveTo: (label: string) => `Department of ${label}`,
  rename: (label: string) => `Rename ${label}`,
  remove: (label: string) => `Delete ${label}`,
  renameHeading: (name: string) => `Rename ${name}`,
  newName: 'Category name',
  newLabel: 'Menu label',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Category saved',
  saveFailed: 'Could not save the category',
  deleted: 'Category deleted',
  deleteFailed: 'Could not delete the category',
  renameButton: 'Rename',
  deleteButton: 'Delete',
  tableLabel: (department: string) => `${department} categories`,
};

/** The department, colour and style fields of Add Products and of a product's edit card. */
export const catalogueFieldsText = {
  department: 'Department',
  departmentOfCategory: 'As its category',
  colourFamily: 'Colour family',
  colour: 'Colour name',
  colourHint: 'e.g. Midnight Navy',
  styleCode: 'Style code',
  styleCodeHint: 'e.g. boxy-tee',
  /** The style code's title: what it is for. */
  styleCodeHelp: 'Products with the same code are one style in other colours',
  departments: departmentLabels,
  colours: colourLabels,
};
