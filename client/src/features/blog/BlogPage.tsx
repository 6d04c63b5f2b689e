import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { CardGridPage } from '../../components/CardGridPage';
import { formatDate } from '../../lib/dates';
import './blog.css';

const BlogPageQuery = graphql(`
  query BlogPage {
    blogArticles {
      id
      title
      category
      author
      publishedOn
      excerpt
      image
    }
  }
`);

const HERO = { image: '/images/pages/blog.svg', title: 'page.blog.title', lead: 'page.blog.intro' } as const;

/** /blog: six static articles with category, author and date; they have no pages of their own, so no links. */
export default function BlogPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(BlogPageQuery);

  return (
    <CardGridPage className="blog-page" hero={HERO} title="blog.articles" loading={loading && !data} gridClassName="blog-grid">
      {data?.blogArticles.map((article) => (
        <li key={article.id}>
          <article className="card blog-card">
            <img className="card__image" src={article.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
            <div className="card__body">
              <p className="blog-card__category">{article.category}</p>
              <h3>{article.title}</h3>
              <p className="blog-card__excerpt">{article.excerpt}</p>
              <p className="blog-card__meta">
                <FormattedMessage
                  id="blog.byline"
                  values={{
                    author: article.author,
                    date: <time dateTime={article.publishedOn}>{formatDate(intl, article.publishedOn, 'long')}</time>,
                  }}
                />
              </p>
            </div>
          </article>
        </li>
      ))}
    </CardGridPage>
  );
}
