import { Module, type DynamicModule } from '@nestjs/common';
import { EventConsumers, type EventConsumerSpec } from '../events/event-consumers.js';

/** A projection as the module needs it (any row type). */
export interface FedProjection {
  spec: { name: string };
  consumer(schema: string): EventConsumerSpec;
}

/**
 * Feeds the given projections in the service's schema: `imports: [ProjectionsModule.forFeature([USER_PROJECTION])]`.
 * Their consumers start with the service's other consumers (EventConsumers of ServiceCoreModule).
 */
@Module({})
export class ProjectionsModule {
  static forFeature(projections: FedProjection[]): DynamicModule {
    const token = Symbol(`projections ${projections.map((p) => p.spec.name).join(', ')}`);
    return {
      module: ProjectionsModule,
      providers: [
        {
          provide: token,
          useFactory: (consumers: EventConsumers) => {
            for (const projection of projections) consumers.register(projection.consumer(consumers.schema));
            return projections;
          },
          inject: [EventConsumers],
        },
      ],
    };
  }
}
