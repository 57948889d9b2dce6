import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/*
 * The back-office's form fields: a visible label, the hint and the error tied to the control (aria-describedby),
 * aria-invalid while refused. Ids come from the field name, so a form holds each name once (repeated rows pass an
 * `id` of their own).
 */

export const FIELD_CLASS =
  'min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 aria-[invalid=true]:border-danger-700';
export const LABEL_CLASS = 'block text-sm font-semibold text-gray-800';

interface FieldFrame {
  name: string;
  label: string;
  id?: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

const fieldId = (props: FieldFrame) => props.id ?? `field-${props.name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

function describedBy(id: string, props: FieldFrame): string | undefined {
  const ids = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({ id, props, children }: { id: string; props: FieldFrame; children: ReactNode }) {
  return (
    <div className={props.className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {props.label}
        {props.required ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1">{children}</div>
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

export function TextField({ name, label, id, error, hint, required, className, ...input }: TextFieldProps) {
  const frame = { name, label, id, error, hint, required, className };
  const controlId = fieldId(frame);
  return (
    <Frame id={controlId} props={frame}>
      <input
        id={controlId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, frame)}
        className={FIELD_CLASS}
        {...input}
      />
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>;

export function TextAreaField({ name, label, id, error, hint, required, className, rows = 4, ...input }: TextAreaFieldProps) {
  const frame = { name, label, id, error, hint, required, className };
  const controlId = fieldId(frame);
  return (
    <Frame id={controlId} props={frame}>
      <textarea
        id={controlId}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, frame)}
        className={`${FIELD_CLASS} py-2`}
        {...input}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'> & {
    options: readonly SelectOption[];
    /** A first choice meaning "none", e.g. 'Not set'. */
    placeholder?: string;
  };

export function SelectField(props: SelectFieldProps) {
  const { name, label, id, error, hint, required, className, options, placeholder, ...select } = props;
  const frame = { name, label, id, error, hint, required, className };
  const controlId = fieldId(frame);
  return (
    <Frame id={controlId} props={frame}>
      <select
        id={controlId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, frame)}
        className={FIELD_CLASS}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type CheckboxFieldProps = Omit<FieldFrame, 'required'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type'>;

export function CheckboxField({ name, label, id, error, hint, className, ...input }: CheckboxFieldProps) {
  const frame = { name, label, id, error, hint, className };
  const controlId = fieldId(frame);
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={controlId}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(controlId, frame)}
          className="h-5 w-5 rounded border-gray-300 accent-brand-800"
          {...input}
        />
        <label htmlFor={controlId} className="text-sm font-medium text-gray-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${controlId}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
