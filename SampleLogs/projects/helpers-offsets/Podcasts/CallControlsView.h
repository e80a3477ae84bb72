#import <UIKit/UIKit.h>

@interface CallControlsView : UIView
@property (nonatomic, strong) UIButton *muteButton;
@property (nonatomic, strong) UIButton *hangUpButton;
@end
