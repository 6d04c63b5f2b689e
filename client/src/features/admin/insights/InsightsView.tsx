import { useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { addDays, addMonths, businessToday, isIsoDate, monthStart } from '../../../../../common/dates';
import { graphql } from '../../../__generated__/gql';
import type { InsightsQuery } from '../../../__generated__/graphql';
import type { MessageId } from '../../../lib/message-id';
import { formatMinorUnits } from '../../../lib/money';
import { ListStatus } from '../ListStatus';
import { ToolSelect, useTextParam } from '../ListControls';
import { DestinationOptions } from '../villas/DestinationOptions';
import { adminPropertiesQuery, villaChoicesQuery } from '../villas/villa.operations';
import { ChartCard, type ChartColumn } from './ChartCard';
import './insights.css';

export const insightsQuery = graphql(`
  query Insights($range: InsightsRange!, $destination: String, $propertyId: ID) {
    insights(range: $range, destination: $destination, propertyId: $propertyId) {
      from
      to
      currency
      villas
      availableNights
      blockedNights
      bookedNights
      occupancy
      rent
      adr
      revPan
      revenueByMonth {
        month
        booked
        earned
        bookedLastYear
        earnedLastYear
      }
      pace {
        month
        nightsOnBooks
        nightsLastYear
      }
      leadTime {
        label
        count
      }
      stayLength {
        label
        count
      }
      cancellations {
        orders
        nights
        refundedAmount
        keptAmount
      }
      funnel {
        day
        search
        villaView
        basketAdd
        checkoutStart
        paid
      }
    }
  }
`);

type Figures = InsightsQuery['insights'];

/** Series colours from the theme, so the charts read in light and dark mode alike. */
const SERIES = ['var(--accent)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];
const AXIS = { stroke: 'var(--text-muted)', tick: { fill: 'var(--text-muted)', fontSize: 12 } };
const TOOLTIP = { contentStyle: { background: 'var(--bg-elevated)', border: '1px solid var(--border)', color: 'var(--text)' }, labelStyle: { color: 'var(--text)' } };
const CHART_HEIGHT = 260;

/** The default period: the two months before this one and this one. */
function defaultPeriod(): { from: string; to: string } {
  const month = monthStart(businessToday());
  return { from: addMonths(month, -2), to: addDays(addMonths(month, 1), -1) };
}

/**
 * Insights: occupancy, rates, revenue, booking pace, lead time, stay length, cancellations and
 * the visitor funnel, filtered by period, destination and villa (all in the URL). Every chart
 * switches to a table and downloads as CSV.
 */
export default function InsightsView() {
  const intl = useIntl();
  const fallback = defaultPeriod();
  const [fromParam, setFrom] = useTextParam('from');
  const [toParam, setTo] = useTextParam('to');
  const [destination, setDestination] = useTextParam('destination');
  const [villa, setVilla] = useTextParam('villa');
  const from = isIsoDate(fromParam) ? fromParam : fallback.from;
  const to = isIsoDate(toParam) && toParam >= from ? toParam : fallback.to;
  const { data: choices } = useQuery(villaChoicesQuery);
  const { data: villas } = useQuery(adminPropertiesQuery, { variables: { filter: destination ? { destinationKey: destination } : {}, page: { offset: 0, limit: 100 } } });
  const { data, loading, error, refetch } = useQuery(insightsQuery, { variables: { range: { from, to }, destination, propertyId: villa }, fetchPolicy: 'cache-and-network' });
  const fromId = useId();
  const toId = useId();

  return (
    <div className="insights">
      <form className="admin-tools insights-filters" aria-label={intl.formatMessage({ id: 'admin.insights.filters' })} onSubmit={(event) => event.preventDefault()}>
        <div className="admin-filter">
          <label htmlFor={fromId} className="admin-filter__label">
            <FormattedMessage id="admin.insights.from" />
          </label>
          <input id={fromId} type="date" className="control form-field__input" value={from} max={to} onChange={(event) => setFrom(event.target.value || null)} />
        </div>
        <div className="admin-filter">
          <label htmlFor={toId} className="admin-filter__label">
            <FormattedMessage id="admin.insights.to" />
          </label>
          <input id={toId} type="date" className="control form-field__input" value={to} min={from} onChange={(event) => setTo(event.target.value || null)} />
        </div>
        <ToolSelect
          label={<FormattedMessage id="admin.villa.field.destination" />}
          allLabel={intl.formatMessage({ id: 'admin.filter.allDestinations' })}
          value={destination ?? ''}
          onChange={(key) => {
            setVilla(null);
            setDestination(key || null);
          }}
        >
          {choices ? <DestinationOptions countries={choices.destinations} /> : destination ? <option value={destination}>{destination}</option> : null}
        </ToolSelect>
        <ToolSelect label={<FormattedMessage id="admin.insights.villa" />} allLabel={intl.formatMessage({ id: 'admin.insights.allVillas' })} value={villa ?? ''} onChange={(id) => setVilla(id || null)}>
          {villas?.adminProperties.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </ToolSelect>
      </form>
      {data?.insights ? <Dashboard figures={data.insights} /> : <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />}
    </div>
  );
}

function Dashboard({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (minor: number) => formatMinorUnits(minor, figures.currency, intl.locale);
  const n = (value: number) => intl.formatNumber(value);
  const month = (yyyyMm: string) => intl.formatDate(new Date(`${yyyyMm}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = (iso: string) => intl.formatDate(new Date(`${iso}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = intl.formatNumber(figures.occupancy, { style: 'percent', maximumFractionDigits: 1 });
  const funnelTotals = figures.funnel.reduce((sum, row) => ({ search: sum.search + row.search, villaView: sum.villaView + row.villaView, basketAdd: sum.basketAdd + row.basketAdd, checkoutStart: sum.checkoutStart + row.checkoutStart, paid: sum.paid + row.paid }), { search: 0, villaView: 0, basketAdd: 0, checkoutStart: 0, paid: 0 });

  const revenueColumns: ChartColumn<Figures['revenueByMonth'][number]>[] = [
    { label: t('admin.insights.month'), cell: (row) => month(row.month), csv: (row) => row.month },
    { label: t('admin.insights.booked'), cell: (row) => money(row.booked), csv: (row) => row.booked / 100 },
    { label: t('admin.insights.earned'), cell: (row) => money(row.earned), csv: (row) => row.earned / 100 },
    { label: t('admin.insights.bookedLastYear'), cell: (row) => money(row.bookedLastYear), csv: (row) => row.bookedLastYear / 100 },
    { label: t('admin.insights.earnedLastYear'), cell: (row) => money(row.earnedLastYear), csv: (row) => row.earnedLastYear / 100 },
  ];
  const paceColumns: ChartColumn<Figures['pace'][number]>[] = [
    { label: t('admin.insights.month'), cell: (row) => month(row.month), csv: (row) => row.month },
    { label: t('admin.insights.onBooks'), cell: (row) => n(row.nightsOnBooks), csv: (row) => row.nightsOnBooks },
    { label: t('admin.insights.lastYearSameDay'), cell: (row) => n(row.nightsLastYear), csv: (row) => row.nightsLastYear },
  ];
  const histogramColumns = (unit: string): ChartColumn<Figures['leadTime'][number]>[] => [
    { label: unit, cell: (row) => row.label, csv: (row) => row.label },
    { label: t('admin.insights.stays'), cell: (row) => n(row.count), csv: (row) => row.count },
  ];
  const funnelColumns: ChartColumn<Figures['funnel'][number]>[] = [
    { label: t('admin.insights.day'), cell: (row) => day(row.day), csv: (row) => row.day },
    { label: t('admin.insights.funnel.search'), cell: (row) => n(row.search), csv: (row) => row.search },
    { label: t('admin.insights.funnel.villaView'), cell: (row) => n(row.villaView), csv: (row) => row.villaView },
    { label: t('admin.insights.funnel.basketAdd'), cell: (row) => n(row.basketAdd), csv: (row) => row.basketAdd },
    { label: t('admin.insights.funnel.checkoutStart'), cell: (row) => n(row.checkoutStart), csv: (row) => row.checkoutStart },
    { label: t('admin.insights.funnel.paid'), cell: (row) => n(row.paid), csv: (row) => row.paid },
  ];
  const file = (name: string) => `${name}-${figures.from}-${figures.to}.csv`;
  const revenueData = figures.revenueByMonth.map((row) => ({ ...row, label: month(row.month) }));
  const paceData = figures.pace.map((row) => ({ ...row, label: month(row.month) }));
  const funnelData = figures.funnel.map((row) => ({ ...row, label: day(row.day) }));
  const moneyTick = (value: number) => formatMinorUnits(value, figures.currency, intl.locale).replace(/[.,]00$/, '');

  return (
    <>
      <ul className="insights-kpis" aria-label={t('admin.insights.keyFigures')}>
        <Kpi label={t('admin.insights.occupancy')} value={percent} detail={t('admin.insights.occupancyDetail', { booked: n(figures.bookedNights), available: n(figures.availableNights) })} />
        <Kpi label={t('admin.insights.adr')} value={money(figures.adr)} detail={t('admin.insights.adrDetail')} />
        <Kpi label={t('admin.insights.revPan')} value={money(figures.revPan)} detail={t('admin.insights.revPanDetail')} />
        <Kpi label={t('admin.insights.rent')} value={money(figures.rent)} detail={t('admin.insights.rentDetail', { blocked: n(figures.blockedNights), villas: n(figures.villas) })} />
        <Kpi
          label={t('admin.insights.cancellations')}
          value={n(figures.cancellations.orders)}
          detail={t('admin.insights.cancellationsDetail', { nights: n(figures.cancellations.nights), refunded: money(figures.cancellations.refundedAmount), kept: money(figures.cancellations.keptAmount) })}
        />
      </ul>
      <div className="insights-grid">
        <ChartCard
          title={t('admin.insights.revenue')}
          summary={t('admin.insights.revenueSummary', { months: revenueData.length, booked: money(figures.revenueByMonth.reduce((sum, row) => sum + row.booked, 0)), earned: money(figures.revenueByMonth.reduce((sum, row) => sum + row.earned, 0)) })}
          rows={figures.revenueByMonth}
          columns={revenueColumns}
          filename={file('revenue')}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={revenueData} margin={{ left: 8, right: 8 }}>
              <CartesianGrid stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis {...AXIS} tickFormatter={moneyTick} width={72} />
              <Tooltip {...TOOLTIP} formatter={(value) => money(Number(value))} />
              <Legend />
              <Bar dataKey="booked" name={t('admin.insights.booked')} fill={SERIES[0]} />
              <Bar dataKey="earned" name={t('admin.insights.earned')} fill={SERIES[1]} />
              <Bar dataKey="bookedLastYear" name={t('admin.insights.bookedLastYear')} fill={SERIES[2]} />
              <Bar dataKey="earnedLastYear" name={t('admin.insights.earnedLastYear')} fill={SERIES[3]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={t('admin.insights.pace')}
          summary={t('admin.insights.paceSummary', { now: n(figures.pace.reduce((sum, row) => sum + row.nightsOnBooks, 0)), before: n(figures.pace.reduce((sum, row) => sum + row.nightsLastYear, 0)) })}
          rows={figures.pace}
          columns={paceColumns}
          filename={file('booking-pace')}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={paceData} margin={{ left: 8, right: 8 }}>
              <CartesianGrid stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis {...AXIS} allowDecimals={false} />
              <Tooltip {...TOOLTIP} />
              <Legend />
              <Bar dataKey="nightsOnBooks" name={t('admin.insights.onBooks')} fill={SERIES[0]} />
              <Bar dataKey="nightsLastYear" name={t('admin.insights.lastYearSameDay')} fill={SERIES[2]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <Histogram title={t('admin.insights.leadTime')} unit={t('admin.insights.daysBeforeArrival')} rows={figures.leadTime} columns={histogramColumns(t('admin.insights.daysBeforeArrival'))} filename={file('lead-time')} />
        <Histogram title={t('admin.insights.stayLength')} unit={t('admin.insights.nights')} rows={figures.stayLength} columns={histogramColumns(t('admin.insights.nights'))} filename={file('length-of-stay')} />
        <ChartCard
          title={t('admin.insights.funnel')}
          summary={t('admin.insights.funnelSummary', { search: n(funnelTotals.search), villaView: n(funnelTotals.villaView), basketAdd: n(funnelTotals.basketAdd), checkoutStart: n(funnelTotals.checkoutStart), paid: n(funnelTotals.paid) })}
          rows={figures.funnel}
          columns={funnelColumns}
          filename={file('funnel')}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <LineChart data={funnelData} margin={{ left: 8, right: 8 }}>
              <CartesianGrid stroke="var(--border)" vertical={false} />
              <XAxis dataKey="label" {...AXIS} minTickGap={16} />
              <YAxis {...AXIS} allowDecimals={false} />
              <Tooltip {...TOOLTIP} />
              <Legend />
              {(['search', 'villaView', 'basketAdd', 'checkoutStart', 'paid'] as const).map((key, i) => (
                <Line key={key} type="monotone" dataKey={key} name={t(`admin.insights.funnel.${key}`)} stroke={SERIES[i]} dot={false} strokeWidth={2} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
    </>
  );
}

function Histogram({ title, unit, rows, columns, filename }: { title: string; unit: string; rows: Figures['leadTime']; columns: ChartColumn<Figures['leadTime'][number]>[]; filename: string }) {
  const intl = useIntl();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const top = rows.reduce((best, row) => (row.count > best.count ? row : best), rows[0]);
  return (
    <ChartCard title={title} summary={intl.formatMessage({ id: 'admin.insights.histogramSummary' }, { total, unit, top: top && top.count > 0 ? top.label : '—' })} rows={rows} columns={columns} filename={filename}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={rows} margin={{ left: 8, right: 8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" {...AXIS} />
          <YAxis {...AXIS} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Bar dataKey="count" name={intl.formatMessage({ id: 'admin.insights.stays' })} fill={SERIES[0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function Kpi({ label, value, detail }: { label: string; value: ReactNode; detail: ReactNode }) {
  return (
    <li className="insights-kpi">
      <span className="insights-kpi__label">{label}</span>
      <strong className="insights-kpi__value">{value}</strong>
      <span className="insights-kpi__detail">{detail}</span>
    </li>
  );
}
