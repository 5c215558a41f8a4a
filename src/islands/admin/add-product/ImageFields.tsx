import { admin } from '../messages';
import { LIMITS } from '../../../lib/constants';
import { TextField } from '../../../ui/Field';
import { buttonClass } from '../../../ui/Button';
import { outlineButton } from '../../../ui/buttons';
import { addImage, removeImage } from './productForm';

const t = admin.addProduct;

/** One or more image links; more can be added, and any but the first removed. */
export function ImageFields({ images, errors, onChange }: { images: string[]; errors: Record<string, string>; onChange: (images: string[]) => void }) {
  const setAt = (i: number, value: string) => onChange(images.map((s, j) => (j === i ? value : s)));
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="sr-only">{t.images}</legend>
      {images.map((src, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a link has no id and may be blank or repeated; the inputs are controlled, so a row is its position.
        <div key={i} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={t.image(i + 1)}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={src}
            onChange={(e) => setAt(i, e.target.value)}
            error={errors[`images.${i}`]}
          />
          {i > 0 && (
            <button
              type="button"
              onClick={() => onChange(removeImage(images, i))}
              aria-label={t.removeImage(i + 1)}
              className={`mt-6 ${buttonClass('outline', 'sm')}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
      ))}
      {errors.images && <p className="text-sm text-red-700">{errors.images}</p>}
      <button type="button" className={outlineButton} disabled={images.length >= LIMITS.images} onClick={() => onChange(addImage(images))}>
        {t.addImage}
      </button>
    </fieldset>
  );
}
