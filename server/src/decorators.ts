type Decorate = (target: object, key: string) => void;

/** Several property decorators as one, applied in the order given. */
export function compose(...decorators: Decorate[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key as string);
  };
}
