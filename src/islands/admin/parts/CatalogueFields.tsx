import { COLOUR_FAMILY_IDS, DEPARTMENTS, LIMITS } from '../../../lib/constants';
import { STYLE_CODE_MAX } from '../../../lib/schemas';
import { SelectField, TextField } from '../../../ui/Field';
import { catalogueFieldsText as t } from '../categories/messages';

/** The form's values: '' for a department or family not chosen (the server's default). */
export interface CatalogueValues {
  department: string;
  colourFamily: string;
  colour: string;
  styleCode: string;
}

interface Props {
  values: CatalogueValues;
  errors: Record<string, string>;
  onChange: (change: Partial<CatalogueValues>) => void;
  /** Add Products may leave the department to the category's. */
  optional?: boolean;
}

/** Whom a product is for, its colour (family and name) and the style it shares with its other colours. */
export function CatalogueFields({ values, errors, onChange, optional = false }: Props) {
  return (
    <>
      <SelectField label={t.department} value={values.department} error={errors.department} onChange={(e) => onChange({ department: e.target.value })}>
        {optional && <option value="">{t.departmentOfCategory}</option>}
        {DEPARTMENTS.map((d) => (
          <option key={d} value={d}>
            {t.departments[d]}
          </option>
        ))}
      </SelectField>
      <SelectField label={t.colourFamily} value={values.colourFamily} error={errors.colourFamily} onChange={(e) => onChange({ colourFamily: e.target.value })}>
        {COLOUR_FAMILY_IDS.map((c) => (
          <option key={c} value={c}>
            {t.colours[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.colour}
        placeholder={t.colourHint}
        value={values.colour}
        maxLength={LIMITS.name}
        error={errors.colour}
        onChange={(e) => onChange({ colour: e.target.value })}
      />
      <TextField
        label={t.styleCode}
        placeholder={t.styleCodeHint}
        title={t.styleCodeHelp}
        value={values.styleCode}
        maxLength={STYLE_CODE_MAX}
        error={errors.styleCode}
        onChange={(e) => onChange({ styleCode: e.target.value })}
      />
    </>
  );
}

/** The values as the API takes them: an unchosen department left out, an empty style code as none. */
export const catalogueInput = (v: CatalogueValues) => ({
  ...(v.department && { department: v.department }),
  colourFamily: v.colourFamily || 'multi',
  colour: v.colour.trim(),
  styleCode: v.styleCode.trim(),
});
