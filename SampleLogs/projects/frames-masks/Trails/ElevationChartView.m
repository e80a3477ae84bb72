#import "ElevationChartView.h"

@implementation ElevationChartView

- (instancetype)init {
    self = [super initWithFrame:CGRectZero];
    if (self) {
        _profileLayer = [CAShapeLayer layer];
        [self.layer addSublayer:_profileLayer];
        [self.heightAnchor constraintEqualToConstant:180].active = YES;
    }
    return self;
}

@end
