/**
 * FaqEntry.astro: one question that opens to its answer.
 */
import { cid, CID } from './cid.ts';

const f = cid(CID.faqEntry);

/** FaqEntry.astro: `question` and `answer` are already sanitised. */
export function FaqEntry(props: { question: string; answer: string; id?: string }) {
	return (
		<details className="faq" id={props.id} {...f}>
			<summary {...f}>
				<span
					className="faq-question"
					dangerouslySetInnerHTML={{ __html: props.question }}
					{...f}
				/>
				<span className="faq-icon" aria-hidden="true" {...f}></span>
			</summary>
			<div
				className="faq-answer answer rich-text"
				dangerouslySetInnerHTML={{ __html: props.answer }}
				{...f}
			/>
		</details>
	);
}
