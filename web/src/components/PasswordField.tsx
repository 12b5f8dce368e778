import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../i18n/language.tsx';
import { TextField, type TextFieldProps } from './FormField.tsx';

// A file of its own: the icons stay out of the forms that have no password (enquiry, contact, review).
/** A password box with a show/hide toggle; the toggle keeps one name and reports its state with aria-pressed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const t = useMessages('shell');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          aria-label={t.showPassword({ label: props.label.toLowerCase() })}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      )}
    />
  );
}
