import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/toast';
import { useChangePicture } from '../api/change-picture';
import { PICTURE_TYPES, PREVIEW_SIZE, pictureProblem, squareCrop } from '../picture';
import { Section } from './section';

/**
 * Draws the centred square of the picture, as the server will cut it (no inline styles: CSP).
 * A file that only claims to be a picture (its type comes from its name) cannot be drawn:
 * `onBroken` says so at once instead of leaving an empty preview until the server refuses it.
 */
function drawPreview(canvas: HTMLCanvasElement, url: string, onBroken: () => void): void {
  const image = new Image();
  image.onload = () => {
    const { sx, sy, side } = squareCrop(image.naturalWidth, image.naturalHeight);
    canvas.getContext('2d')?.drawImage(image, sx, sy, side, side, 0, 0, PREVIEW_SIZE, PREVIEW_SIZE);
  };
  image.onerror = onBroken;
  image.src = url;
}

/** The current picture, a cropped preview of a new one, and the upload. */
export function PictureCard({ current }: { current: string | null }) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useChangePicture();

  useEffect(() => {
    if (!file || !canvas.current) return;
    const url = URL.createObjectURL(file);
    let current = true;
    drawPreview(canvas.current, url, () => {
      if (!current) return;
      notify.error(t('picture.type'));
      setFile(null);
      if (input.current) input.current.value = '';
    });
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file, t]);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = pictureProblem(picked);
    if (problem) {
      notify.error(t(`picture.${problem}`));
      return;
    }
    setFile(picked);
  };
  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success(t('picture.saved'));
      clear();
    } catch {
      // Shown as an error toast already.
    }
  };

  return (
    <Section id="picture-title" title={t('picture.title')} text={t('picture.text')}>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        {file ? (
          <canvas
            ref={canvas}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            role="img"
            aria-label={t('picture.preview')}
            className="size-28 rounded-full border border-sand-200 bg-sand-100"
          />
        ) : current ? (
          <img
            src={current}
            alt={t('picture.current')}
            className="size-28 rounded-full object-cover"
          />
        ) : (
          <span className="grid size-28 place-items-center rounded-full bg-brand-100 text-center text-sm text-brand-800">
            {t('picture.none')}
          </span>
        )}
        <div className="flex flex-wrap gap-3">
          <label
            className={`${buttonClass('outline', 'lg')} cursor-pointer focus-within:outline-2 focus-within:outline-brand-600`}
          >
            {t('picture.choose')}
            <input
              ref={input}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          {file && (
            <>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <SubmitButton pending={upload.isPending} className="w-auto">
                  {t('picture.save')}
                </SubmitButton>
              </form>
              <button type="button" onClick={clear} className={buttonClass('secondary', 'lg')}>
                {t('picture.cancel')}
              </button>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}
