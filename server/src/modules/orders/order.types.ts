import { ObjectType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { Order } from './order.entity';

@ObjectType({ description: 'A page of orders.' })
export class OrderPage extends Paginated(Order) {}
