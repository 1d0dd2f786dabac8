/**
 * What a form keeps beside its values: the one message shown (at the first field a rule refused),
 * the fields' elements, and the wiring `Field` takes (value, filtered change, message, ref). The
 * values stay with the form or its parent, the rules in `src/lib/validation`, the sending in the
 * stores.
 */
import { useRef, useState, type ChangeEvent } from 'react';

/** A rule's verdict: the first field it refuses and why. */
export interface FieldProblem<Name extends string> {
	field: Name;
	message: string;
}

type Focusable = { focus(): void };

/** What `Field` or `TextAreaField` takes from the form for one field. */
export interface FieldBinding {
	ref: (element: Focusable | null) => void;
	value: string;
	onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
	error: string | null;
}

// The fields that hold text, which `Field` edits (a checkbox's is set with `set`).
type TextName<Values> = {
	[Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
	string;

/**
 * The fields of a form whose `values` live in the caller's state (`setValues` replaces them):
 * `field(name)` wires a `Field`; a change passes through `filters[name]` (blocking other input)
 * and clears that field's message; `check(problem)` shows a rule's verdict at its field and
 * focuses it, true when there is none. `setError` is React's, so stable in an effect's deps.
 */
export function useFormFields<
	Values extends object,
	Name extends keyof Values & string = keyof Values & string,
>(
	values: Values,
	setValues: (values: Values) => void,
	// NoInfer: the names come from `values`, never from the few fields that have a filter.
	filters: Partial<Record<NoInfer<Name>, (input: string) => string>> = {},
) {
	const [error, setError] = useState<FieldProblem<Name> | null>(null);
	const elements = useRef<Partial<Record<Name, Focusable | null>>>({});

	const messageOf = (name: Name) => (error?.field === name ? error.message : null);
	const focus = (name: Name) => elements.current[name]?.focus();
	const ref = (name: Name) => (element: Focusable | null) => {
		elements.current[name] = element;
	};
	const set = <Field extends Name>(name: Field, value: Values[Field]) => {
		setValues({ ...values, [name]: value });
		if (error?.field === name) setError(null);
	};

	return {
		field: (name: TextName<Values> & Name): FieldBinding => ({
			ref: ref(name),
			value: values[name] as string,
			onChange: (event) =>
				set(name, (filters[name] ?? String)(event.target.value) as Values[typeof name]),
			error: messageOf(name),
		}),
		check: (problem: FieldProblem<Name> | null) => {
			setError(problem);
			if (problem) focus(problem.field);
			return !problem;
		},
		ref,
		set,
		messageOf,
		focus,
		setError,
	};
}
