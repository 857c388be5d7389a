import type { ResumeModel } from '@sentinela/shared/schemas/resume'
import classes from './resume-preview.module.css'

type Section = ResumeModel['sections'][number]

/** The modern template's sidebar holds the short lists, as the PDF's does. */
const SIDEBAR: readonly Section['code'][] = ['skills', 'languages', 'certifications', 'courses']

function SectionBlock({ section, hasSideDates }: { section: Section; hasSideDates: boolean }) {
  return (
    <section className={classes.section} aria-label={section.title}>
      <h3 className={classes.sectionTitle}>{section.title}</h3>
      {section.entries.map((entry, index) =>
        section.code === 'summary' ? (
          <p key={index} className={classes.body}>
            {entry.body}
          </p>
        ) : (
          <div key={index} className={classes.entry}>
            <div className={classes.entryHead}>
              <span className={classes.entryTitle}>{entry.title}</span>
              {hasSideDates && entry.period ? <span className={classes.period}>{entry.period}</span> : null}
            </div>
            {hasSideDates ? (
              entry.subtitle ? (
                <div className={classes.subtitle}>{entry.subtitle}</div>
              ) : null
            ) : entry.subtitle || entry.period ? (
              <div className={classes.subtitle}>{[entry.subtitle, entry.period].filter(Boolean).join(' | ')}</div>
            ) : null}
            {entry.body ? <p className={classes.body}>{entry.body}</p> : null}
          </div>
        ),
      )}
    </section>
  )
}

/**
 * The résumé as HTML, drawn from the same model the PDF prints (POST /resume/preview): the page shows what the file
 * will hold, template by template.
 */
export function ResumePreview({ model, label }: { model: ResumeModel; label: string }) {
  const isAts = model.template === 'ats'
  const head = (
    <header className={classes.head}>
      <h2 className={classes.name}>{model.name}</h2>
      {model.headline ? <p className={classes.headline}>{model.headline}</p> : null}
      {model.template !== 'modern' && model.contact.length > 0 ? (
        <p className={classes.contact}>
          {isAts
            ? model.contact.map((item) => `${item.label}: ${item.value}`).join(' | ')
            : model.contact.map((item) => item.value).join('  ·  ')}
        </p>
      ) : null}
    </header>
  )
  return (
    <article
      className={`${classes.paper} ${classes[model.template]}`}
      aria-label={label}
      lang={model.language}
      data-testid="resume-preview"
    >
      {model.template === 'modern' ? (
        <div className={classes.columns}>
          <aside className={classes.sidebar}>
            {model.contact.map((item) => (
              <div key={item.label}>
                <p className={classes.label}>{item.label}</p>
                <p className={classes.value}>{item.value}</p>
              </div>
            ))}
            {model.sections
              .filter((section) => SIDEBAR.includes(section.code))
              .map((section) => (
                <SectionBlock key={section.code} section={section} hasSideDates={false} />
              ))}
          </aside>
          <div className={classes.main}>
            {head}
            {model.sections
              .filter((section) => !SIDEBAR.includes(section.code))
              .map((section) => (
                <SectionBlock key={section.code} section={section} hasSideDates />
              ))}
          </div>
        </div>
      ) : (
        <>
          {head}
          {model.sections.map((section) => (
            <SectionBlock key={section.code} section={section} hasSideDates={!isAts} />
          ))}
        </>
      )}
    </article>
  )
}
