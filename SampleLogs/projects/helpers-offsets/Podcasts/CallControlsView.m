#define MAS_SHORTHAND
#import "Masonry.h"
#import "CallControlsView.h"

static const CGFloat kButtonGap = 24;

@implementation CallControlsView

- (void)layoutButtons {
    [self.muteButton makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self).offset(16);
        make.width.equalTo(@64);
    }];
    [self.hangUpButton makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.muteButton.right).offset(kButtonGap);
        make.width.equalTo(@64);
        make.right.equalTo(self).offset(-16);
    }];
}

@end
